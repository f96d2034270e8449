/**
 * The id of the <template> in the prerendered /login that holds the app's prefetch links
 * (written by build/prerender.ts, added to the page by login-page.ts once it has loaded).
 */
export const APP_CODE_TEMPLATE = 'app-code';

import { describe, expect, it } from 'vitest';
import { renderDefaultLook } from '../features/customisation/prerender-look';
import { renderLoginPage } from '../features/session/prerender';
import { withPrebuiltLook, withPrerendered } from './prerender';

const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Concord</title>
    <script type="module" crossorigin src="/stage/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/stage/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/stage/assets/chakra-abc.js">
    <link rel="stylesheet" crossorigin href="/stage/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered /login', () => {
  const { markup, styles } = renderLoginPage();

  it('draws the sign-in form in English, labelled, with the CSS it needs', () => {
    expect(markup).toContain('Hi, welcome back');
    expect(markup).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Username<\/label><input[^>]*id="\1"/);
    expect(markup).toMatch(/<label[^>]*>Password<\/label><input[^>]*type="password"/);
    expect(markup).toContain('data-testid="sign-in"');
    expect(markup).toContain('href="/stage/pages/contact-us"');
    // Each class the markup uses has its rule among the styles.
    const classes = new Set([...markup.matchAll(/\bcss-([a-z0-9]+)/g)].map((m) => m[1]));
    expect(classes.size).toBeGreaterThan(5);
    for (const name of classes) expect(styles, name).toContain(`.css-${name}`);
    expect(markup).not.toMatch(/<style|<script/);
  });

  it('cannot be typed into or submitted before its script runs', () => {
    expect(markup.startsWith('<div inert="">')).toBe(true);
    const inputs = [...markup.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
    expect(inputs).toHaveLength(2);
    for (const input of inputs) expect(input).toContain('readonly=""');
  });

  it('goes into index.html with its own script in place of the entry, which it only prefetches', () => {
    const page = withPrerendered(indexHtml, {
      markup,
      styles,
      bootSrc: '/stage/assets/login-boot-abc.js',
    });
    expect(page).toContain(`<div id="root" data-prerendered="">${markup}</div>`);
    expect(page.indexOf(styles)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain(
      '<script type="module" crossorigin src="/stage/assets/login-boot-abc.js">',
    );
    // The app's code is fetched when the network is idle, not evaluated.
    expect(page).not.toMatch(/<script[^>]*index-abc\.js/);
    expect(page).not.toContain('modulepreload');
    // ...and only once the page's script adds the links: in the page they are inert.
    const template = /<template id="app-code">(.*?)<\/template>/.exec(page)?.[1] ?? '';
    for (const chunk of ['index-abc.js', 'react-abc.js', 'chakra-abc.js'])
      expect(template).toContain(`<link rel="prefetch" crossorigin href="/stage/assets/${chunk}">`);
    expect(page.replace(template, '')).not.toContain('prefetch');
    expect(page).toContain('href="/stage/assets/index-abc.css"');
  });

  it('refuses an index.html it cannot prerender into', () => {
    const page = { markup, styles, bootSrc: '/boot.js' };
    expect(() => withPrerendered(indexHtml.replace('<div id="root"></div>', ''), page)).toThrow(
      /#root/,
    );
    expect(() => withPrerendered(indexHtml.replace(/<script[^>]*><\/script>/, ''), page)).toThrow(
      /entry script/,
    );
  });
});

describe("the default look's global CSS, built with the app", () => {
  const { css, attributes } = renderDefaultLook();

  it('holds the reset, the base styles and every token, in their cascade layers', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    for (const layer of ['reset', 'base', 'tokens']) expect(css).toContain(`@layer ${layer}{`);
    expect(css).toMatch(/--chakra-colors-blue-600:#[0-9a-f]{6}/);
    expect(css).toContain('--chakra-radii-l3:12px');
    expect(css).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-blue-solid)');
    expect(attributes).toBe('data-prebuilt-look="default-roboto-12-filled"');
  });

  it("is linked from index.html's head", () => {
    const page = withPrebuiltLook(indexHtml, '/stage/assets/look-abc.css', attributes);
    const link = `<link rel="stylesheet" crossorigin href="/stage/assets/look-abc.css" ${attributes}>`;
    expect(page).toContain(link);
    expect(page.indexOf(link)).toBeLessThan(page.indexOf('</head>'));
  });
});

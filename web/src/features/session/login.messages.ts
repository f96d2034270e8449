import { defineMessages } from '../i18n/define-messages';

/** What the sign-in form says, drawn by the app and by the prerendered page's own script. */
export const loginMessages = defineMessages({
  failed: { id: 'login.failed', defaultMessage: 'Incorrect username or password' },
  required: { id: 'login.required', defaultMessage: 'This field is required' },
});

// Build time (web/src/build/prerender.ts): the signed-out /login screen as HTML with the CSS its
// components produce, so the browser paints it from the page itself, before any JavaScript runs.
// The page's own script (login-page.ts) then makes the form live. Default settings only: a
// visitor who chose another language or look sees the app's own form once it has started.
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { createApolloClient } from '../../app/apollo';
import { ThemeRoot } from '../../app/App';
import { SettingsContext } from '../customisation/SettingsProvider';
import { defaultSettings } from '../customisation/settings';
import en from '../i18n/locales/en.json';
import Login from './Login';
import { SessionContext, type SessionValue } from './SessionProvider';

const signedOut: SessionValue = {
  status: 'signedOut',
  user: null,
  companyId: null,
  company: null,
  permissions: [],
  signIn: () => undefined,
  selectCompany: async () => false,
  signOut: async () => undefined,
  updateUser: () => undefined,
};

/** The markup of #root on /login and the CSS it needs (emotion's <style> elements, in order). */
export function renderLoginPage(): { markup: string; styles: string } {
  const settings = { settings: defaultSettings, update: () => undefined, reset: () => undefined };
  const html = renderToString(
    <SettingsContext.Provider value={settings}>
      <ThemeRoot>
        <IntlProvider locale="en" defaultLocale="en" messages={en}>
          <ApolloProvider client={createApolloClient('/graphql')}>
            <SessionContext.Provider value={signedOut}>
              <MemoryRouter basename="/stage" initialEntries={['/stage/login']}>
                <Login />
              </MemoryRouter>
            </SessionContext.Provider>
          </ApolloProvider>
        </IntlProvider>
      </ThemeRoot>
    </SettingsContext.Provider>,
  );
  // Emotion writes each rule's <style> beside the element on the server; they go to <head>
  // (emotion's own client cache moves such elements there too). Scripts (the theme's inline
  // one) are dropped: the page's policy allows none, and the app runs its own.
  const styles: string[] = [];
  const markup = html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (style) => {
      styles.push(style);
      return '';
    })
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    // Until the page's script runs, nothing here may be typed into (it would be lost if the
    // app replaced the form) or submitted (a plain GET would put the password in the URL):
    // inert takes it out of focus and clicks, readonly tells tools and readers why.
    .replace(/<input /g, '<input readonly="" ');
  return { markup: `<div inert="">${markup}</div>`, styles: styles.join('') };
}

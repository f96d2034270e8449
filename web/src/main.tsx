// The default family only; Poppins and Inter load when chosen (customisation/fonts.ts).
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/App';
import { createAppRouter, warmUpScreen } from './app/router';
import { yieldToBrowser } from './app/yield-to-browser';
import { appSystemInSteps } from './features/customisation/create-app-system';
import { isDefaultSettings, loadSettings } from './features/customisation/settings';
import { loadMessages } from './features/i18n/load-messages';

// The first screen's messages and chunks are fetched now, beside each other, instead of one
// after the other as React reaches them (IntlRoot, then the route's lazy screen). The chunks
// in a task of their own, after the entry's evaluation: a link per chunk not yet loaded, which
// were some hundred for a company's screen before the build grouped them (build/chunks.ts).
const settings = loadSettings();
const messages = loadMessages(settings.locale).catch(() => undefined);
const screen = yieldToBrowser()
  .then(() => warmUpScreen(window.location.pathname))
  .catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/**
 * /login comes prerendered in the default settings (build/prerender.ts), and its own script
 * starts the app there only for a visitor signed in already or with another language or look.
 * In the default settings the page stays as it is until the app can draw its screen in one
 * commit (messages and chunk at hand, no spinner in between); another language or look is not
 * shown a moment longer.
 */
async function start(container: HTMLElement) {
  // Evaluating the entry, building Chakra's system, making the router and rendering are each long
  // on a slow phone: in separate tasks, none holds the main thread for all of them.
  await yieldToBrowser();
  await appSystemInSteps(settings, yieldToBrowser);
  await yieldToBrowser();
  const router = createAppRouter();
  if (container.hasAttribute('data-prerendered')) {
    if (isDefaultSettings(settings)) await Promise.all([messages, screen]);
    else container.replaceChildren();
  }
  await yieldToBrowser();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Chakra's styles make it long on a slow phone).
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start(root);

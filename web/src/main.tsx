// The default family only; Poppins and Inter load when chosen (customisation/fonts.ts).
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/App';
import { router, warmUpScreen } from './app/router';
import { loadSettings } from './features/customisation/settings';
import { loadMessages } from './features/i18n/load-messages';

// The first screen's messages and chunk are fetched now, beside each other, instead of one
// after the other as React reaches them (IntlRoot, then the route's lazy screen).
void loadMessages(loadSettings().locale).catch(() => undefined);
warmUpScreen(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../src/app/App';

// The baseline for `npm run bench`: the same providers as the app, no screens.
const router = createBrowserRouter([{ path: '*', element: null }], { basename: '/stage' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

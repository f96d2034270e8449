import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchPath, Navigate, Outlet } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from '../features/session/RequireAuth';
import { isTokenValid, readToken } from '../features/session/session-storage';
import { posoScreens } from '../features/poso/screens';
import { recoScreens } from '../features/reco/screens';
import { recoResultScreens } from '../features/reco-results/screens';
import {
  companyAdminRoutes,
  posoPaths,
  publicPlaceholderRoutes,
  communicationTemplatePath,
  reconciliationRoutes,
} from './routes';
import { lazyScreen, preloadScreen } from './lazy-screen';
import { yieldToBrowser } from './yield-to-browser';

// Layouts are chunks of their own so /login loads neither.
const MainLayout = lazyScreen(() =>
  import('../features/layout/MainLayout').then((m) => ({ default: m.MainLayout })),
);
const PublicLayout = lazy(() =>
  import('../features/public-pages/PublicLayout').then((m) => ({ default: m.PublicLayout })),
);

/**
 * A lazy screen whose chunk can be fetched ahead: once it has arrived, the screen renders at
 * once instead of suspending for a turn (React.lazy always suspends on its first render).
 */
function preloadable(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  function Preloadable() {
    const Screen = loaded ?? Lazy;
    return <Screen />;
  }
  return { Screen: Preloadable, preload };
}

const login = preloadable(() => import('../features/session/Login'));
const Login = login.Screen;
const CompanyList = lazy(() => import('../features/companies/CompanyList'));
const CompanyHome = lazy(() => import('../features/companies/CompanyHome'));
const AccountSettings = lazy(() => import('../features/profile/AccountSettings'));
const Landing = lazy(() => import('../features/public-pages/Landing'));
const ContactUs = lazy(() => import('../features/public-pages/ContactUs'));
const ErrorPage = lazy(() => import('../features/public-pages/ErrorPage'));
const CommunicationsScreen = lazy(() => import('../features/communications/CommunicationsScreen'));
const ComingSoon = lazy(() => import('../features/public-pages/ComingSoon'));
const UnderConstruction = lazy(() => import('../features/public-pages/UnderConstruction'));
const DownloadFilePage = lazy(() => import('../features/shared-file/DownloadFilePage'));
const UploadFilePage = lazy(() => import('../features/party-answers/UploadFilePage'));
const ConfirmCompletionPage = lazy(() => import('../features/party-answers/ConfirmCompletionPage'));
// The chart library comes with this chunk only.
const RecoDashboard = lazy(() => import('../features/reco-dashboard/RecoDashboard'));

/**
 * Starts fetching the chunks of the screen a first load lands on, before React reaches its lazy
 * route: /login, or with a session the layout and a company's reconciliation screen (a link or a
 * reload deep in the app), which otherwise wait for the entry, the layout and the session in turn.
 */
export function warmUpScreen(pathname: string): Promise<unknown> {
  if (/\/login\/?$/.test(pathname)) return login.preload();
  if (!isTokenValid(readToken())) return Promise.resolve();
  const inCompany = matchPath('/stage/dashboard/default/:companyId/*', pathname);
  if (!inCompany) return Promise.resolve();
  const rest = inCompany.params['*'] ?? '';
  const screens = { ...recoScreens, ...recoResultScreens };
  const path = Object.keys(screens).find((pattern) => matchPath(pattern, `/${rest}`));
  // A link per chunk not yet loaded, the layout's then the screen's, each in a task (they were
  // a hundred links, one long task on a phone, before the build grouped the chunks).
  const layout = MainLayout.preload();
  const screen = yieldToBrowser().then(() => preloadScreen(path && screens[path]));
  return Promise.all([layout, screen]);
}

function Loading() {
  return (
    <Center minH="50vh">
      <Spinner size="lg" />
    </Center>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

const soon = { element: <Screen children={<ComingSoon />} /> };

/**
 * The app's router, made on first use rather than when this module is evaluated: with some
 * hundreds of routes to rank and match, making it is a long piece of start-up work on a phone,
 * which main.tsx runs in a task of its own.
 */
export const createAppRouter = () =>
  createBrowserRouter(
    [
      {
        element: <Outlet />,
        errorElement: (
          <Screen>
            <ErrorPage />
          </Screen>
        ),
        children: [
          {
            path: '/login',
            element: (
              <RedirectIfSignedIn>
                <Screen children={<Login />} />
              </RedirectIfSignedIn>
            ),
          },
          ...[1, 2, 3].map((n) => ({
            path: `/pages/login/login${n}`,
            element: <Navigate to="/login" replace />,
          })),
          {
            element: <Screen children={<PublicLayout />} />,
            children: [
              { path: '/', element: <Screen children={<Landing />} /> },
              { path: '/pages/landing', element: <Screen children={<Landing />} /> },
              { path: '/pages/contact-us', element: <Screen children={<ContactUs />} /> },
              { path: '/pages/error', element: <Screen children={<ErrorPage />} /> },
              { path: '/pages/coming-soon1', element: <Screen children={<ComingSoon />} /> },
              {
                path: '/pages/coming-soon2',
                element: <Screen children={<ComingSoon variant={2} />} />,
              },
              {
                path: '/pages/under-construction',
                element: <Screen children={<UnderConstruction />} />,
              },
              { path: '/pages/download-file', element: <Screen children={<DownloadFilePage />} /> },
              { path: '/pages/upload-file', element: <Screen children={<UploadFilePage />} /> },
              {
                path: '/pages/confirm_completion',
                element: <Screen children={<ConfirmCompletionPage />} />,
              },
              ...publicPlaceholderRoutes.map((path) => ({ path, ...soon })),
              { path: '*', element: <Screen children={<ErrorPage />} /> },
            ],
          },
          {
            element: (
              <RequireAuth>
                <Screen children={<MainLayout />} />
              </RequireAuth>
            ),
            children: [
              { path: '/dashboard', element: <Navigate to="/dashboard/default" replace /> },
              { path: '/dashboard/default', element: <Screen children={<CompanyList />} /> },
              {
                path: '/dashboard/default/:companyId',
                element: <Screen children={<CompanyHome />} />,
              },
              ...companyAdminRoutes.map((path) => ({
                path: `/dashboard/default/${path}`,
                ...soon,
              })),
              ...reconciliationRoutes.map((path) => {
                const RecoScreen = recoScreens[path] ?? recoResultScreens[path];
                return {
                  path: `/dashboard/default/:companyId/${path}`,
                  ...(RecoScreen ? { element: <Screen children={<RecoScreen />} /> } : soon),
                };
              }),
              {
                path: `/dashboard/default/:companyId/${communicationTemplatePath}`,
                element: <Screen children={<CommunicationsScreen />} />,
              },
              ...posoPaths.map((path) => {
                const PosoScreen = posoScreens[path];
                return {
                  path: `/dashboard/default/:companyId/poso/${path}`,
                  ...(PosoScreen ? { element: <Screen children={<PosoScreen />} /> } : soon),
                };
              }),
              { path: '/reco-dashboard/:id', element: <Screen children={<RecoDashboard />} /> },
              { path: '/profile/:userId', element: <Screen children={<AccountSettings />} /> },
              { path: '/edit-profile/:inviteId', ...soon },
              { path: '/admin', element: <Navigate to="/admin/companies" replace /> },
              { path: '/admin/companies', ...soon },
              { path: '/admin/tools', ...soon },
              { path: '/user/*', ...soon },
            ],
          },
        ],
      },
    ],
    { basename: '/stage' },
  );

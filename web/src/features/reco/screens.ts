import type { ComponentType } from 'react';
import { lazyScreen as lazy, type LazyScreen } from '../../app/lazy-screen';

/**
 * Built reconciliation screens by route (web/src/app/routes.ts, spec section 2); every path
 * not listed here shows the coming-soon page.
 */
type Screen = LazyScreen;

/** A screen that is a named export of its module (one module, several routes). */
function named<Module>(load: () => Promise<Module>, name: keyof Module): Screen {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const vc = 'reconciliation/vendor-customer/full-version-1';
const recoList = () => import('./recos/RecoList');
const RecoHistory = lazy(() => import('./history/RecoHistory'));
const TagPage = lazy(() => import('./tags/TagPage'));

const areas = () => import('./shared/AreaRedirects');

export const recoScreens: Partial<Record<string, Screen>> = {
  'reconciliation/vendor-customer': named(areas, 'VendorCustomerArea'),
  'reconciliation/rules': lazy(() => import('./rules/RulesPage')),
  'reconciliation/programs': named(areas, 'ProgramsArea'),
  [`${vc}/home`]: lazy(() => import('./home/RecoHome')),
  [`${vc}/vendor/latest-recos/:recoType`]: lazy(recoList),
  [`${vc}/gst/gst-latest-recos`]: named(recoList, 'GstLatestRecos'),
  [`${vc}/vendor/old-recos`]: named(recoList, 'OldRecos'),
  [`${vc}/vendor/shared-recos`]: lazy(() => import('../reco-shares/SharedRecosScreen')),
  [`${vc}/vendor/projects`]: lazy(() => import('./projects/ProjectList')),
  [`${vc}/vendor/projects/:projectId`]: lazy(() => import('./projects/ProjectPage')),
  [`${vc}/vendor/latest-recos/history/:recoId`]: RecoHistory,
  [`${vc}/vendor/history/:recoId`]: RecoHistory,
  'reconciliation/vendor-customer/history/:recoId': RecoHistory,
  'reconciliation/vendor-customer/tags/:recoId/:tagId': TagPage,
  [`${vc}/tags/:recoId/:tagId`]: TagPage,
  'reconciliation/vendor-customer/period/:recoIterationId': lazy(
    () => import('./iterations/IterationPage'),
  ),
};

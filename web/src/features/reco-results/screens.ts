import { lazyScreen as lazy, type LazyScreen as Screen } from '../../app/lazy-screen';

const vc = 'reconciliation/vendor-customer/full-version-1';
const Summary = lazy(() => import('./RecoSummaryScreen'));
const DrillDown = lazy(() => import('./DrillDownScreen'));

/**
 * The result screens by route (spec section 2, RECO.md output): the summary with its bridge
 * and the drill-down. Each is a lazy chunk, so neither /login nor the other screens load them.
 */
export const recoResultScreens: Record<string, Screen> = {
  [`${vc}/:recoType/latest-recos/summary/:recoIterationId/:getFrom`]: Summary,
  [`${vc}/:recoType/latest-recos/summary/:recoId/:getFrom/:status/:category/:remark/:remark2`]:
    DrillDown,
  [`${vc}/gst-summary/:id/:getFrom/:status/:category/:remark/:remark2`]: DrillDown,
  [`${vc}/:recoId/:status/:category/:remark/:remark2`]: DrillDown,
};

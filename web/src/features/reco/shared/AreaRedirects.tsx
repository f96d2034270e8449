import { Navigate } from 'react-router';
import { useRecoScope } from './useRecoScope';

// Spec section 2's sidebar entries that are areas rather than screens (docs/decisions.md,
// "Reconciliation area entries"): each leads to the screen that is that area's work.

/** reconciliation/vendor-customer: the reconciliation home. */
export function VendorCustomerArea() {
  return <Navigate to={useRecoScope().links.home} replace />;
}

/** reconciliation/programs: the projects (a programme of work is a project here). */
export function ProgramsArea() {
  return <Navigate to={useRecoScope().links.projects} replace />;
}

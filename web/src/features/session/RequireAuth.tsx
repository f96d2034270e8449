import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { defaultPath } from './paths';
import { useSession } from './useSession';

/** Signed-out visitors go to /login and come back to the page they asked for. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status !== 'signedIn') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return children;
}

/** /login when already signed in goes to the default path, or to the page asked for. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'signedIn') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? defaultPath} replace />;
  }
  return children;
}

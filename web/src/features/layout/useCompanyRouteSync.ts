import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/useSession';

/** The company id in the URL drives the active company: a different id switches company and token. */
export function useCompanyRouteSync(urlCompanyId: number | null): void {
  const { companyId, selectCompany } = useSession();
  const navigate = useNavigate();
  const requested = useRef<number | null>(null);

  useEffect(() => {
    if (urlCompanyId === null || urlCompanyId === companyId) {
      requested.current = null;
      return;
    }
    if (requested.current === urlCompanyId) return;
    requested.current = urlCompanyId;
    void selectCompany(urlCompanyId).then((ok) => {
      if (!ok) void navigate('/dashboard/default', { replace: true });
    });
  }, [urlCompanyId, companyId, selectCompany, navigate]);
}

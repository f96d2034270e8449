import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type Named = { pathname: string; name: string } | null;
type PageNameValue = { named: Named; setNamed: (named: Named) => void };

const PageNameContext = createContext<PageNameValue>({ named: null, setNamed: () => undefined });

/** Holds the name of the record the current page shows, for its crumb and the tab title. */
export function PageNameProvider({ children }: { children: ReactNode }) {
  const [named, setNamed] = useState<Named>(null);
  return <PageNameContext value={{ named, setNamed }}>{children}</PageNameContext>;
}

/**
 * A screen showing one record names it (a document number, a party) once loaded: the last
 * crumb and the tab title then read "PO-00013" instead of "Purchase order".
 */
export function usePageName(name: string | null | undefined): void {
  const { pathname } = useLocation();
  const { setNamed } = useContext(PageNameContext);
  useEffect(() => {
    if (!name) return;
    setNamed({ pathname, name });
    return () => setNamed(null);
  }, [name, pathname, setNamed]);
}

/** The current page's record name, when its screen gave one (never the previous page's). */
export function useCurrentPageName(): string | null {
  const { pathname } = useLocation();
  const { named } = useContext(PageNameContext);
  return named?.pathname === pathname ? named.name : null;
}

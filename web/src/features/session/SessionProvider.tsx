import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { onAppError } from '../../app/apollo';
import {
  clearCompanyContext,
  clearToken,
  isTokenValid,
  readCompanyId,
  readToken,
  storeCompanyContext,
  storeToken,
} from './session-storage';
import {
  SessionChooseCompanyMutation,
  SessionLogoutMutation,
  SessionMeQuery,
} from './session.operations';

export type SessionUser = {
  id: number;
  userName: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  isPlatformAdmin: boolean;
};

export type ActiveCompany = { id: number; name: string; baseCurrency?: string | null };

export type SessionStatus = 'signedIn' | 'signedOut';

export type SessionValue = {
  status: SessionStatus;
  user: SessionUser | null;
  companyId: number | null;
  company: ActiveCompany | null;
  permissions: string[];
  /** Stores the sign-in token; the user must be active for the session to start. */
  signIn: (token: string, user: SessionUser) => void;
  /** Swaps in the company-scoped token; resolves false when the company cannot be chosen. */
  selectCompany: (companyId: number) => Promise<boolean>;
  signOut: () => Promise<void>;
  /** After the user edits their profile, so the greeting and menus show the new details. */
  updateUser: (user: SessionUser) => void;
};

export const SessionContext = createContext<SessionValue | null>(null);

function initialStatus(): SessionStatus {
  const token = readToken();
  if (isTokenValid(token)) return 'signedIn';
  clearToken();
  clearCompanyContext();
  return 'signedOut';
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [status, setStatus] = useState<SessionStatus>(initialStatus);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(() =>
    status === 'signedIn' ? readCompanyId() : null,
  );
  const [company, setCompany] = useState<ActiveCompany | null>(null);
  const [permissions, setPermissions] = useState<string[]>([]);
  const pendingCompany = useRef<Promise<boolean> | null>(null);

  const endLocally = useCallback(() => {
    clearToken();
    clearCompanyContext();
    setUser(null);
    setCompanyId(null);
    setCompany(null);
    setPermissions([]);
    setStatus('signedOut');
    void client.clearStore();
  }, [client]);

  const selectCompany = useCallback(
    (id: number) => {
      const attempt = client
        .mutate({ mutation: SessionChooseCompanyMutation, variables: { companyId: id } })
        .then(({ data }) => {
          const session = data?.chooseCompany;
          if (!session) return false;
          storeToken(session.accessToken);
          storeCompanyContext({
            companyId: session.company.id,
            schemaName: session.schemaName,
            database: session.database,
          });
          // As a transition: the whole shell reads the session, and drawing it again in one
          // piece held a slow phone's main thread for a third of a second.
          startTransition(() => {
            setCompanyId(session.company.id);
            setCompany(session.company);
            setPermissions(session.permissions);
          });
          return true;
        })
        .catch(() => false);
      pendingCompany.current = attempt;
      return attempt;
    },
    [client],
  );

  const loadUser = useCallback(() => {
    client
      .query({ query: SessionMeQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const me = data?.me;
        if (me) startTransition(() => setUser(me));
      })
      .catch(() => undefined);
  }, [client]);

  // On load with a live token: fetch the user and reload the company's resources.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || status !== 'signedIn') return;
    started.current = true;
    loadUser();
    const stored = readCompanyId();
    if (stored !== null) void selectCompany(stored);
  }, [status, loadUser, selectCompany]);

  useEffect(
    () =>
      onAppError(({ code }) => {
        if (code === 'UNAUTHENTICATED') endLocally();
      }),
    [endLocally],
  );

  const signIn = useCallback((token: string, signedInUser: SessionUser) => {
    clearCompanyContext();
    storeToken(token);
    started.current = true;
    setUser(signedInUser);
    setCompanyId(null);
    setCompany(null);
    setPermissions([]);
    setStatus('signedIn');
  }, []);

  const signOut = useCallback(async () => {
    try {
      await client.mutate({ mutation: SessionLogoutMutation, context: { quiet: true } });
    } catch (error) {
      console.warn('logout failed', error);
    }
    started.current = false;
    endLocally();
  }, [client, endLocally]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      companyId,
      company,
      permissions,
      signIn,
      selectCompany,
      signOut,
      updateUser: setUser,
    }),
    [status, user, companyId, company, permissions, signIn, selectCompany, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionBar } from './SessionBar';
import { readSession, sessionHeaders, storeSession, type Session } from './session';

function Playground() {
  const [session, setSession] = useState<Session>(readSession);
  const fetcher = useMemo(() => {
    const headers = sessionHeaders(session);
    const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
    return createGraphiQLFetcher({
      url: '/graphql',
      subscriptionUrl: wsUrl,
      headers,
      wsConnectionParams: headers,
    });
  }, [session]);

  const update = (next: Session) => {
    storeSession(next);
    setSession(next);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <SessionBar session={session} onChange={update} />
      <div style={{ flex: 1, minHeight: 0 }}>
        {/* Remounting on a new session makes GraphiQL fetch the schema with the new token. */}
        <GraphiQL key={session.token} fetcher={fetcher} />
      </div>
    </div>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Playground />
    </StrictMode>,
  );
}

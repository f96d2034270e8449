import { useState, type FormEvent } from 'react';
import { signIn, type Session } from './session';

type Props = { session: Session; onChange: (session: Session) => void };

const bar: React.CSSProperties = {
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  padding: '6px 12px',
  font: '13px system-ui, sans-serif',
  borderBottom: '1px solid #ddd',
  flexWrap: 'wrap',
};

/** Sign in here, or reuse the web app's session: every request then carries the token. */
export function SessionBar({ session, onChange }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onChange({ ...session, token: await signIn(username, password) });
      setPassword('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Sign-in failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={bar}>
      <strong>Concord GraphQL</strong>
      {session.token ? (
        <>
          <span>Signed in: requests carry your token.</span>
          <button type="button" onClick={() => onChange({ token: '', schema: '', database: '' })}>
            Sign out of the playground
          </button>
        </>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <span>Sign in to explore the schema:</span>
          <input
            aria-label="Username"
            placeholder="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <input
            aria-label="Password"
            placeholder="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" disabled={busy || !username || !password}>
            Sign in
          </button>
        </form>
      )}
      <label>
        schema{' '}
        <input
          aria-label="x-dts-schema"
          size={10}
          value={session.schema}
          onChange={(event) => onChange({ ...session, schema: event.target.value })}
        />
      </label>
      <label>
        database{' '}
        <input
          aria-label="x-dts-database"
          size={10}
          value={session.database}
          onChange={(event) => onChange({ ...session, database: event.target.value })}
        />
      </label>
      {error ? (
        <span role="alert" style={{ color: '#b00020' }}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The playground reuses the web app's session keys (same origin), or signs in on its own. */
const tokenKey = 'serviceToken';
const schemaKey = 'schema';
const databaseKey = 'database';

export type Session = { token: string; schema: string; database: string };

export function readSession(): Session {
  return {
    token: window.localStorage.getItem(tokenKey) ?? '',
    schema: window.sessionStorage.getItem(schemaKey) ?? '',
    database: window.sessionStorage.getItem(databaseKey) ?? '',
  };
}

export function storeSession(session: Session): void {
  if (session.token) window.localStorage.setItem(tokenKey, session.token);
  else window.localStorage.removeItem(tokenKey);
  for (const [key, value] of [
    [schemaKey, session.schema],
    [databaseKey, session.database],
  ] as const) {
    if (value) window.sessionStorage.setItem(key, value.toLowerCase());
    else window.sessionStorage.removeItem(key);
  }
}

export function sessionHeaders(session: Session): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  if (session.schema) headers['x-dts-schema'] = session.schema.toLowerCase();
  if (session.database) headers['x-dts-database'] = session.database.toLowerCase();
  return headers;
}

type LoginResult = {
  data?: { login?: { accessToken: string } };
  errors?: { message: string }[];
};

export async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation Playground_Login($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
      variables: { u: username, p: password },
    }),
  });
  const result = (await response.json()) as LoginResult;
  const token = result.data?.login?.accessToken;
  if (!token) throw new Error(result.errors?.[0]?.message ?? 'Sign-in failed');
  return token;
}

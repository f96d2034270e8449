/** Where the session lives in the browser (spec section 9). */
const tokenKey = 'serviceToken';
const companyKey = 'companyId';
const schemaKey = 'schema';
const databaseKey = 'database';

export function readToken(): string | null {
  return window.localStorage.getItem(tokenKey);
}

export function storeToken(token: string): void {
  window.localStorage.setItem(tokenKey, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(tokenKey);
}

/** Expiry in ms since epoch from the token's `exp` claim, or null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
}

export function readCompanyId(): number | null {
  const raw = window.sessionStorage.getItem(companyKey);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export type CompanyContext = { companyId: number; schemaName: string; database: string };

export function storeCompanyContext({ companyId, schemaName, database }: CompanyContext): void {
  window.sessionStorage.setItem(companyKey, String(companyId));
  window.sessionStorage.setItem(schemaKey, schemaName.toLowerCase());
  window.sessionStorage.setItem(databaseKey, database.toLowerCase());
}

export function clearCompanyContext(): void {
  for (const key of [companyKey, schemaKey, databaseKey]) window.sessionStorage.removeItem(key);
}

/** Headers every GraphQL call carries: bearer token plus the company's schema and database. */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const schema = window.sessionStorage.getItem(schemaKey);
  const database = window.sessionStorage.getItem(databaseKey);
  if (token && schema) headers['x-dts-schema'] = schema;
  if (token && database) headers['x-dts-database'] = database;
  return headers;
}

/**
 * One key per action on one document, kept until the action succeeds: a double click, a
 * retry after a network error, or reopening the dialog replays the same request.
 */
export type KeyState = { scope: string; key: string };

export function keyFor(state: KeyState | null, scope: string, create: () => string): KeyState {
  return state && state.scope === scope ? state : { scope, key: create() };
}

/** A v4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

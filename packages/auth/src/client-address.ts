import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The browser's address as the BFF saw it, passed to the users service for the sign-in
 * throttle. The users service believes it only with a valid signature made with the secret
 * it shares with the BFF; anyone else's claim (X-Forwarded-For included) is ignored and the
 * socket address counts.
 */
export const CLIENT_ADDRESS_HEADER = 'x-concord-client-address';
export const CLIENT_USER_AGENT_HEADER = 'x-concord-client-user-agent';
export const CLIENT_SIGNATURE_HEADER = 'x-concord-client-signature';

/** How far a signature's time may be from the verifier's clock. */
export const CLIENT_SIGNATURE_MAX_SKEW_SECONDS = 60;
/** Shared secrets shorter than this are refused at start-up. */
export const CLIENT_ADDRESS_SECRET_MIN_LENGTH = 32;

const MAX_USER_AGENT_LENGTH = 256;
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

export type ClientIdentity = { address: string; userAgent?: string };

function mac(secret: string, time: number, identity: ClientIdentity): Buffer {
  return createHmac('sha256', secret)
    .update(`${time}\n${identity.address}\n${identity.userAgent ?? ''}`)
    .digest();
}

/** Printable ASCII only, cut to a length a sessions list can show. */
function cleanUserAgent(value: string | undefined): string | undefined {
  const cleaned = value
    ?.replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, MAX_USER_AGENT_LENGTH);
  return cleaned || undefined;
}

/** Headers the BFF adds to a users service call on behalf of a browser. */
export function signClientIdentity(
  secret: string,
  identity: ClientIdentity,
  now: number = Date.now(),
): Record<string, string> {
  const clean = { address: identity.address, userAgent: cleanUserAgent(identity.userAgent) };
  const time = Math.floor(now / 1000);
  return {
    [CLIENT_ADDRESS_HEADER]: clean.address,
    ...(clean.userAgent ? { [CLIENT_USER_AGENT_HEADER]: clean.userAgent } : {}),
    [CLIENT_SIGNATURE_HEADER]: `t=${time},v1=${mac(secret, time, clean).toString('hex')}`,
  };
}

type Headers = Record<string, string | string[] | undefined>;

function single(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The client identity the headers claim, when their signature verifies with `secret` and
 * is recent; otherwise undefined (no secret configured, unsigned, forged, stale, malformed).
 */
export function verifyClientIdentity(
  secret: string | undefined,
  headers: Headers,
  now: number = Date.now(),
): ClientIdentity | undefined {
  if (!secret) return undefined;
  const address = single(headers, CLIENT_ADDRESS_HEADER);
  const signature = single(headers, CLIENT_SIGNATURE_HEADER);
  if (!address || !signature || !ADDRESS.test(address)) return undefined;
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature);
  if (!match) return undefined;
  const time = Number(match[1]);
  if (Math.abs(Math.floor(now / 1000) - time) > CLIENT_SIGNATURE_MAX_SKEW_SECONDS) return undefined;
  const identity = { address, userAgent: single(headers, CLIENT_USER_AGENT_HEADER) };
  const expected = mac(secret, time, identity);
  const given = Buffer.from(match[2]!, 'hex');
  return timingSafeEqual(expected, given) ? identity : undefined;
}

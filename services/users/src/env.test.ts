import { describe, expect, it } from 'vitest';
import { loadUsersEnv } from './env.js';

describe('loadUsersEnv', () => {
  it('applies defaults and freezes the result', () => {
    const env = loadUsersEnv({});
    expect(env.USERS_PORT).toBe(4101);
    expect(env.SESSION_CACHE_TTL_MS).toBe(30_000);
    expect(env.LOGIN_MAX_FAILURES_PER_ACCOUNT).toBe(5);
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(() =>
      loadUsersEnv({
        USERS_PORT: 'abc',
        SESSION_CACHE_TTL_MS: '60000',
        JWT_PRIVATE_KEY: 'x',
        DATABASE_URL: 'not a url',
      }),
    ).toThrow(/USERS_PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*USERS_PORT/);
    try {
      loadUsersEnv({ USERS_PORT: 'abc', SESSION_CACHE_TTL_MS: '60000', JWT_PRIVATE_KEY: 'x' });
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['USERS_PORT', 'SESSION_CACHE_TTL_MS', 'JWT_PRIVATE_KEY'])
        expect(message).toContain(name);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('has working defaults with the playground off', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ BFF_PORT: 4000, BFF_PLAYGROUND: false, BFF_CORS_ORIGINS: [] });
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('parses flags and exact CORS origins', () => {
    const env = loadEnv({
      BFF_PLAYGROUND: 'true',
      BFF_CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(env.BFF_PLAYGROUND).toBe(true);
    expect(env.BFF_CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('reads the trusted proxies as a hop count or a list, and refuses anything else', () => {
    expect(loadEnv({}).BFF_TRUST_PROXY).toBe(0);
    expect(loadEnv({ BFF_TRUST_PROXY: '2' }).BFF_TRUST_PROXY).toBe(2);
    expect(loadEnv({ BFF_TRUST_PROXY: 'loopback, 10.0.0.0/8' }).BFF_TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadEnv({ BFF_TRUST_PROXY: 'everyone' })).toThrow(/BFF_TRUST_PROXY/);
    expect(() => loadEnv({ CLIENT_ADDRESS_SECRET: 'short' })).toThrow(/CLIENT_ADDRESS_SECRET/);
  });

  it('reports every problem at once', () => {
    expect(() =>
      loadEnv({ BFF_PORT: 'eighty', USERS_URL: 'not a url', BFF_PLAYGROUND: 'maybe' }),
    ).toThrow(
      /BFF_PORT[\s\S]*USERS_URL[\s\S]*BFF_PLAYGROUND|BFF_PORT[\s\S]*BFF_PLAYGROUND[\s\S]*USERS_URL/,
    );
  });
});

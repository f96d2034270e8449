import type { Db } from '@concord/db';
import type { LoginThrottleConfig } from './sessions/login-throttle.js';
import type { TokenSettings } from './sessions/sessions.service.js';

/** What every feature's routes receive from buildUsersApp. */
export type UsersDeps = {
  db: Db;
  tokens: TokenSettings;
  throttle: LoginThrottleConfig;
  /** Verifies the client address the BFF signs (see `@concord/auth` client-address). */
  clientAddressSecret: string | undefined;
};

export { buildUsersApp, type UsersAppOptions } from './app.js';
export { loadUsersEnv, type UsersEnv } from './env.js';
export { DEFAULT_LOGIN_THROTTLE, type LoginThrottleConfig } from './sessions/login-throttle.js';

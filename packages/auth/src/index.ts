export * from './roles.js';
export * from './keys.js';
export * from './tokens.js';
export * from './errors.js';
export { registerErrorHandling, validationBody } from './error-handler.js';
export { registerResponseValidation } from './response-contract.js';
export { registerHealthRoutes, type HealthOptions } from './health.js';
export { serviceFastifyOptions, REDACTED_PATHS } from './logging.js';
export {
  concordAuth,
  requireScopes,
  requireCompany,
  tenantOf,
  SessionCache,
  MAX_SESSION_CACHE_TTL_MS,
  type AuthContext,
  type ConcordAuthOptions,
  type RequestTenant,
} from './plugin.js';
export { registerServiceFoundation, type ServiceFoundationOptions } from './service.js';
export {
  CLIENT_ADDRESS_HEADER,
  CLIENT_USER_AGENT_HEADER,
  CLIENT_SIGNATURE_HEADER,
  CLIENT_ADDRESS_SECRET_MIN_LENGTH,
  CLIENT_SIGNATURE_MAX_SKEW_SECONDS,
  signClientIdentity,
  verifyClientIdentity,
  type ClientIdentity,
} from './client-address.js';

// One folder per service (`users/`, `poso/`, ...), each exporting its route contracts and the
// shapes they carry; `shared/` holds what every service uses. Import a service's contracts as
// a namespace: `import { users } from '@concord/contracts'` then `users.login`.
export * from './shared/index.js';
export * as users from './users/index.js';
export * as poso from './poso/index.js';
export * as reco from './reco/index.js';

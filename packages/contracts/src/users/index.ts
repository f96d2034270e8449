// The users service's routes (docs/decisions.md, "Users service paths" and "Response shapes").
export * from './sessions.contract.js';
export * from './users.contract.js';
export * from './companies.contract.js';
export * from './tools.contract.js';
export * from './static.contract.js';
export * from './ums.contract.js';
export * from './notifications.contract.js';

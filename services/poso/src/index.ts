export { buildPosoApp, type BuildPosoAppOptions } from './app.js';
export { loadPosoEnv, type PosoEnv } from './env.js';
export { INVOICE_STATUS, PAYMENT_STATUS, PO_STATUS, STATUS_MASTER } from './shared/statuses.js';
export { seedPosoDemo } from './demo/seed-demo.js';

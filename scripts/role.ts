// Production entry point: one role per process, chosen by the first argument (the
// Dockerfile passes $ROLE). Each role's own env.ts validates its configuration.
const roles: Record<string, () => Promise<unknown>> = {
  bff: () => import('../bff/src/server.js'),
  users: () => import('../services/users/src/server.js'),
  poso: () => import('../services/poso/src/server.js'),
  reco: () => import('../services/reco/src/server.js'),
  worker: () => import('../services/reco/src/worker.js'),
};

const role = process.argv[2] ?? '';
const start = roles[role];
if (!start) {
  console.error(`Unknown role "${role}". Use one of: ${Object.keys(roles).join(', ')}.`);
  process.exit(2);
}
await start();
export {};

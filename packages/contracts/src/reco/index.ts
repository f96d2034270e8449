// The reco service's routes (docs/decisions.md, "Reconciliation service paths").
export * from './values.js';
export * from './files.contract.js';
export * from './projects.contract.js';
export * from './parties.contract.js';
export * from './recos.contract.js';
export * from './dashboard.contract.js';
export * from './iterations.contract.js';
export * from './history-notes.contract.js';
export * from './tags.contract.js';
export * from './assignments.contract.js';
export * from './communications.contract.js';
export * from './links.contract.js';
export * from './messages.contract.js';
export * from './shares.contract.js';
export * from './templates.contract.js';
export * from './followups.contract.js';
export * from './rules.contract.js';

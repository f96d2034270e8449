// The file rules the web checks before sending a file, as every other tier checks them:
// `@concord/contracts/file-rules` brings only these constants into the browser bundle (no
// TypeBox, no route contracts). The service namespaces re-export the same modules.
export * as poso from './poso/attachment-rules.js';
export * as reco from './reco/file-rules.js';

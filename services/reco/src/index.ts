export { buildRecoApp, type BuildRecoAppOptions } from './app.js';
export { loadRecoEnv, type RecoEnv } from './env.js';

export { buildBff, createLogger, type Bff, type BffOptions } from './app.js';
export { loadEnv, type BffEnv } from './env.js';
export { buildBffSchema, printSortedSchema } from './schema.js';
export { buildGraphiqlInBackground, isGraphiqlBuilt } from './server/graphiql.js';

// Vitest resolves a bare 'graphql' import to graphql's .mjs build while Node (and the CommonJS
// type-graphql) load index.js. Importing the explicit file keeps one graphql instance in both.
export * from 'graphql/index.js';

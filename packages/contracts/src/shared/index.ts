export * from './route.js';
export * from './text.js';
export * from './ids.js';
export * from './error-body.js';
export * from './values.js';
export * from './input-patterns.js';
export * from './fields.js';

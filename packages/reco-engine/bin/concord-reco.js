#!/usr/bin/env node
// Runs the TypeScript sources directly: tsx's loader is registered before they are imported.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/cli.ts');
const code = await runCli(process.argv.slice(2));
// Reader worker threads and open handles must not keep a finished run alive.
process.exit(code);

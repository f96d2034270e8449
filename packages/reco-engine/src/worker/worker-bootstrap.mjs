// Worker entry: the engine is TypeScript source, so register tsx's loader in this thread
// before importing the real worker module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);

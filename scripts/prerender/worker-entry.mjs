// Starts a prerender worker thread: worker threads do not inherit tsx's loader, so it is
// registered here before the TypeScript module of the worker is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);

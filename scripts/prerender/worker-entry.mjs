// The module Tinypool runs in each prerender worker thread: worker threads do not inherit tsx's
// loader, so it is registered here before the TypeScript module of the worker is imported.
import { register } from 'tsx/esm/api';

register();
const { default: renderBatch } = await import('./worker.ts');
export default renderBatch;

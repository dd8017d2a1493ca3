import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the server knows of the embedded engines (docs/decisions/201-judge-language-registry.md):
 * the worker's own registry (worker/engines/registry.mjs), read at run time from its source file
 * like the rest of the worker, never bundled into the server. Its engine files import their
 * packages only when an engine loads, so reading it here loads no engine.
 */
export interface EngineInfo {
  /** The row of JUDGE_LANGUAGES (packages/shared) it runs. */
  id: string;
  /** What the worker may read of node_modules under Node's permission model. */
  packages: readonly string[];
  /** Each job in a worker_thread of its own (docs/decisions/193-judge-job-boundary.md). */
  thread: boolean;
  /** The engine stops a program at its time limit itself; else the worker is killed and restarted. */
  stopsItself: boolean;
}

const REGISTRY = pathToFileURL(join(import.meta.dirname, 'worker', 'engines', 'registry.mjs')).href;
const registry = (await import(REGISTRY)) as { ENGINES: EngineInfo[] };

export const ENGINES: readonly EngineInfo[] = registry.ENGINES;

export const hasEngine = (language: string) => ENGINES.some((engine) => engine.id === language);

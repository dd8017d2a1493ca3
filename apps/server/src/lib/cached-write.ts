import type { Db } from '../db/client.ts';
import type { CacheDeps } from './deps.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A write that cached answers show: the transaction commits, then the namespaces it changed are
 * dropped, so no reader can cache the old rows again after the change (decision 080: a service
 * invalidates after its own writes). A refused write (it throws) invalidates nothing.
 */
export async function writeThenInvalidate<T>(
  deps: CacheDeps,
  namespaces: string[],
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(write);
  deps.readCache.invalidate(...namespaces);
  return result;
}

import type { Db } from '../db/client.ts';

/**
 * A transaction, or the database itself: query helpers that must run inside the caller's
 * transaction take this, so they also work on their own.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

import type { Database } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;

/**
 * Pings the database adapter (its lifecycle, not the query builder: `{ database }`, not `{ db }`);
 * a ping that hangs counts as a failure after two seconds.
 */
export async function pingDatabase({ database }: { database: Database }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

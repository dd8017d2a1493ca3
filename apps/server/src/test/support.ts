import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/*
 * What a test outside this workspace (apps/cluster) may use of the server, exported as
 * `@kalvi/server/test-support`: the server's own pieces, so no test reaches into src/ by path.
 * The database pieces are in `@kalvi/server/test-support/database` (database-support.ts), the
 * feed stand-ins in `@kalvi/server/test-support/feed-stand-ins`.
 */

export { ConfigError, loadConfig } from '../config.ts';
export { PAYMENT_NOT_RECORDED_MESSAGE } from '../plugins/database-outage.ts';
export { startSmtpServer } from './mail.ts';

/** The server workspace's folder: where `npm start` runs and the bundle (dist/) is built. */
export const SERVER_DIR = resolve(import.meta.dirname, '../..');

/** How many migrations the server applies to an empty database, as drizzle-kit's journal lists them. */
export function migrationCount(): number {
  const journal = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * `npm run db:seed [-- --large]`: migrate the configured database and fill it with the demo
 * catalogue; with --large, also add 10,000 courses and 100,000 reviews for performance tests.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts';
import { DEMO_USER } from './accounts.ts';
import { seedDatabase } from './index.ts';
import { seedLarge } from './large.ts';
import { seedRefusal } from './policy.ts';

const USAGE = 'Usage: npm run db:seed [-- --large]';

class UsageError extends Error {}

function readArgs() {
  try {
    return parseArgs({
      options: {
        large: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}. ${USAGE}`);
  }
}

async function main(): Promise<void> {
  const values = readArgs();
  if (values.help) {
    console.info(USAGE);
    console.info('  Seeds the demo catalogue into an empty database (DATABASE_URL, or DATA_DIR/db).');
    console.info('  --large  also adds 10,000 courses and 100,000 reviews for performance tests.');
    return;
  }

  const config = loadConfig();
  const refusal = seedRefusal(config.env);
  if (refusal) throw new UsageError(refusal);
  const log = (msg: string) => console.info(msg);
  // The embedded database belongs to one process at a time: refuse to run beside a server.
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const where = config.databaseUrl ? 'the PostgreSQL server at DATABASE_URL' : join(config.dataDir, 'db');
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'db'),
    });
    try {
      log(`Migrating ${where}...`);
      await database.migrate();
      await seedDatabase(database.db, { log, meetingsBaseUrl: config.meetings.jitsiBaseUrl });
      if (values.large) await seedLarge(database.db, { log });
      log(`Done. Sign in as ${DEMO_USER.email} with the password ${DEMO_USER.password}.`);
    } finally {
      await database.close();
    }
  } finally {
    await release?.();
  }
}

main().catch((err: unknown) => {
  console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
  // Configuration and lock problems are fully explained by their message; anything else
  // is unexpected and worth its stack.
  const explained =
    err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof UsageError;
  if (!explained && err instanceof Error && err.stack) console.error(err.stack);
  process.exitCode = 1;
});

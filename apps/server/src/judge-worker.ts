import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { JudgingLoop } from './jobs/judging-loop.ts';
import { createJudge } from './judge/index.ts';

/**
 * `npm run judge:worker`: a process that only judges (docs/decisions/172-exercise-queue-and-access.md).
 * Web servers started with JUDGE_IN_PROCESS=false queue submissions; this claims them from the
 * same PostgreSQL database. Stops after the submissions in hand on SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
  });
  await database.migrate();
  const judge = createJudge(config.judge);
  const log = { error: (obj: object, msg: string) => console.error(msg, obj) };
  const loop = new JudgingLoop({
    db: database.db,
    judge,
    concurrency: config.judge.workers,
    pollMs: 1_000,
    log,
  });
  loop.start();
  console.info(`Judging submissions (${judge.kind} judge)`);
  const stop = async () => {
    await loop.stop();
    await judge.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite is a single-process database: two servers on one data directory would corrupt it.
 * The lock is refreshed while we run and goes stale soon after a crash.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/server.lock`,
      stale: 15_000,
      update: 5_000,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Kalvi server is already using the data directory ${dataDir}. ` +
          'Stop that server first, or start this one with a different DATA_DIR.',
      );
    }
    throw err;
  }
}

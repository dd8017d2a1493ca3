import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { seedDatabase } from '../seed/index.ts';
import { backupPglite, restorePglite } from './backup.ts';

type Db = Awaited<ReturnType<typeof openDatabase>>;

/** Every row of every table of ours, as text, so a comparison misses nothing. */
async function everyRow(database: Db): Promise<Record<string, string[]>> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await database.db.execute<{ r: string }>(
      sql.raw(`select t::text as r from "${name}" t order by 1`),
    );
    out[name] = rows.rows.map((row) => row.r);
  }
  return out;
}

describe('db:backup and db:restore on the embedded database', () => {
  it('backs up, restores into a fresh directory, and finds every row', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kalvi-backup-'));
    const source = await openDatabase({ dataDir: join(root, 'source') });
    await source.migrate();
    await seedDatabase(source.db, { log: () => {} });
    const before = await everyRow(source);
    await source.close();
    expect(Object.keys(before)).toContain('courses');
    expect(before.courses?.length).toBeGreaterThan(0);
    expect(before.users?.length).toBeGreaterThan(0);

    const file = join(root, 'kalvi.tar.gz');
    await backupPglite(join(root, 'source'), file);
    await restorePglite(file, join(root, 'restored'));

    const restored = await openDatabase({ dataDir: join(root, 'restored') });
    try {
      expect(await everyRow(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    await expect(restorePglite(file, join(root, 'restored'))).rejects.toThrow('already holds a database');
  }, 120_000);
});

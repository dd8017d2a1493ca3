import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  backupPostgres,
  openDatabase,
  restorePostgres,
  seedDatabase,
} from '@kalvi/server/test-support/database';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, query } from './helpers/postgres.ts';

async function everyRow(url: string): Promise<Record<string, string[]>> {
  const { rows: tables } = await query<{ name: string }>(
    url,
    "select table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1",
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const schema = name === '__drizzle_migrations' ? 'drizzle' : 'public';
    const { rows } = await query<{ r: string }>(
      url,
      `select t::text as r from "${schema}"."${name}" t order by 1`,
    );
    out[name] = rows.map((row) => row.r);
  }
  return out;
}

describe('db:backup and db:restore on PostgreSQL (pg_dump / pg_restore)', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('backs up, restores into a fresh database, and finds every row', async () => {
    const source = await freshDatabase();
    const target = await freshDatabase();
    drops.push(source.drop, target.drop);
    const database = await openDatabase({ databaseUrl: source.url });
    await database.migrate();
    await seedDatabase(database.db, { log: () => {} });
    await database.close();
    const before = await everyRow(source.url);
    expect(before.courses?.length).toBeGreaterThan(0);
    expect(before.__drizzle_migrations?.length).toBeGreaterThan(0);

    const file = join(mkdtempSync(join(tmpdir(), 'kalvi-pg-backup-')), 'kalvi.dump');
    await backupPostgres(source.url, file);
    await restorePostgres(file, target.url);
    expect(await everyRow(target.url)).toEqual(before);
  });
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client.ts';

const migrations = resolve(import.meta.dirname, 'migrations');

/** The migrations folder as it stood before `tag`: the database a running server has today. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'kalvi-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0026: mail_jobs becomes jobs (docs/decisions/202-one-job-queue.md)', () => {
  const before = foldersBefore('0026_jobs_table');
  let client: PGlite;
  // A database of its own, migrated to 0025 (seconds on PGlite, so in the hook).
  beforeAll(async () => {
    client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle(client), { migrationsFolder: before });
  });
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every queued row, with its key, lease and attempts, and renames what names the table', async () => {
    await client.query(`
      insert into mail_jobs (key, data, run_at, locked_until, attempts, done_at, outcome) values
        ('waitlist-lapse:e1:t', '{"kind":"waitlist-lapse","entryId":"e1","offeredAt":"t"}',
         '2026-12-01T10:00:00Z', '2026-12-01T10:05:00Z', 2, null, 'smtp down'),
        ('course-confirmation:c1', '{"kind":"course-confirmation","enrolmentId":"c1"}',
         '2026-12-01T09:00:00Z', null, 1, '2026-12-01T09:00:01Z', 'sent')`);
    const queued = (await client.query('select * from mail_jobs order by key')).rows;

    await migrate(drizzle(client), { migrationsFolder: migrations });

    expect((await client.query('select * from jobs order by key')).rows).toEqual(queued);
    const gone = await client.query(`select to_regclass('mail_jobs') as t`);
    expect(gone.rows).toEqual([{ t: null }]);
    const names = await client.query<{ name: string }>(`
      select conname as name from pg_constraint where conrelid = 'jobs'::regclass
      union all select indexname from pg_indexes where tablename = 'jobs' order by 1`);
    expect(names.rows.map((r) => r.name)).toEqual([
      'jobs_due_idx',
      'jobs_key_unique',
      'jobs_key_unique',
      'jobs_pkey',
      'jobs_pkey',
    ]);
    // The unique key still makes a job offered twice one job.
    await expect(
      client.query(`insert into jobs (key, data, run_at) values ('course-confirmation:c1', '{}', now())`),
    ).rejects.toThrow(/jobs_key_unique/);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * Test support: one migrated database for the whole run (PGlite in memory, or the
 * PostgreSQL server named by DATABASE_URL), and apps built on it with a test config.
 */
let shared: Promise<Database> | undefined;

export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
    await database.migrate();
    return database;
  })();
  return shared;
}

let ownUrl: Promise<string | undefined> | undefined;
let own: Promise<Database> | undefined;

/**
 * On PostgreSQL, a new database on the same server, apart from the shared one. For tests whose
 * workers take every due job in the database, or that run due jobs themselves: on the shared one
 * they would also work through the jobs every other suite left behind, and the workers of other
 * files' apps would take theirs.
 */
export function ownTestDatabaseUrl(): Promise<string | undefined> {
  const shared = process.env.DATABASE_URL;
  ownUrl ??= (async () => {
    if (!shared) return undefined;
    const name = `kalvi_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(shared);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return ownUrl;
}

/**
 * The database of ownTestDatabaseUrl, migrated; on PGlite a second in-memory one. The server
 * suite runs every file in one process (vitest.config.ts), so the shared PGlite is shared by
 * every file, and a full run once lost a waitlist job to another file's worker.
 */
export function ownTestDatabase(): Promise<Database> {
  own ??= (async () => {
    const url = await ownTestDatabaseUrl();
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    await database.migrate();
    return database;
  })();
  return own;
}

/**
 * Every test process keeps its Redis keys apart (REDIS_KEY_PREFIX), so counters left by an
 * earlier run in the shared Redis (rate limits live 15 minutes) never meet this one.
 */
export const TEST_REDIS_KEY_PREFIX = `kalvi-test:${process.pid}:${Date.now().toString(36)}:`;

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kalvi-test-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    REDIS_KEY_PREFIX: TEST_REDIS_KEY_PREFIX,
    ...env,
  });
}

export async function testApp(
  opts: {
    env?: Record<string, string>;
    /** Changes to the test config that no environment variable reaches (a feed's timeout). */
    adjust?: (config: Config) => void;
    mailer?: Mailer;
    database?: Database;
    /** Extra routes registered before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /** The mail job queue's polling and clock. */
    jobs?: BuildOptions['jobs'];
    /** The code judge (a test double) and its loop's options. */
    judge?: BuildOptions['judge'];
    judging?: BuildOptions['judging'];
  } = {},
): Promise<{ app: FastifyInstance; config: Config; database: Database }> {
  const config = testConfig(opts.env);
  opts.adjust?.(config);
  // A judging loop takes every queued submission in its database, and test files share one (all
  // of them on a PostgreSQL server; one after another in this process on PGlite, where earlier
  // files' apps stay open). So an app judges only when its test brings a judge, on its own
  // database where there can be one, and its loop wakes only for its own app's submissions,
  // never on a timer that would take a later file's work.
  const database = opts.database ?? (await (opts.judge ? ownTestDatabase() : testDatabase()));
  const app = await buildApp(config, {
    database,
    mailer: opts.mailer,
    logger: false,
    jobs: opts.jobs,
    judge: opts.judge ?? null,
    judging: { pollMs: 0, ...opts.judging },
  });
  opts.extend?.(app);
  openApps.add(app);
  app.addHook('onClose', async () => {
    openApps.delete(app);
  });
  await app.ready();
  return { app, config, database };
}

/**
 * Every app testApp made that is still open. The files of the suite run one after another in one
 * process (vitest.config.ts), so an app a file leaves open keeps its job worker and sweeps running
 * through every later file: one such worker, on its real clock, once took a waitlist job that a
 * later file meant to run itself, and their ticks held the event loop during timed requests.
 */
const openApps = new Set<FastifyInstance>();

/** Closes the apps still open; the suite's setup runs it after each file (test/setup.ts). */
export async function closeTestApps(): Promise<void> {
  await Promise.all([...openApps].map((app) => app.close()));
}

/** A short unique suffix so tests on a shared database never collide. */
export function unique(prefix = 'u'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A learner row and a live session token, straight in the database: for tests of features
 * that need a signed-in user without going through registration.
 */
export async function createTestUser(
  app: FastifyInstance,
  database: Database,
  fields: Partial<{ firstName: string; lastName: string; email: string; phone: string }> = {},
): Promise<{ id: string; email: string; token: string; auth: { authorization: string } }> {
  const { hash } = await import('@node-rs/argon2');
  const { users } = await import('../db/schema.ts');
  const email = fields.email ?? `${unique('learner')}@example.com`;
  const [user] = await database.db
    .insert(users)
    .values({
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? 'Learner',
      email,
      phone: fields.phone ?? '9876543210',
      passwordHash: await hash('password123'),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = await app.sessionTokens.issue(user.id);
  return { id: user.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

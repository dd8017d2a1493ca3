import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
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

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kalvi-test-')),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export async function testApp(
  opts: {
    env?: Record<string, string>;
    mailer?: Mailer;
    database?: Database;
    /** Extra routes registered before the app is ready. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<{ app: FastifyInstance; config: Config; database: Database }> {
  const config = testConfig(opts.env);
  const database = opts.database ?? (await testDatabase());
  const app = await buildApp(config, { database, mailer: opts.mailer, logger: false });
  opts.extend?.(app);
  await app.ready();
  return { app, config, database };
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

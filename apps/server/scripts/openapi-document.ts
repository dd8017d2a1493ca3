/**
 * The server's OpenAPI document, built in-process from the routes' zod schemas without
 * listening: what `lint:openapi` lints and what the web's answer types are generated from
 * (docs/decisions/080-module-shape.md, docs/decisions/204-web-calls-typed-from-openapi.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'kalvi-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    JWT_SECRET: 'openapi-lint-secret-openapi-lint-secret-0123',
    LOG_LEVEL: 'silent',
  });
  // The document comes from the routes alone: an empty in-memory database is enough.
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

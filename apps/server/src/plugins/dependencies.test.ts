import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { coursesModule } from '../modules/courses/routes.ts';
import { testConfig, testDatabase } from '../test/harness.ts';
import { authPlugin } from './auth.ts';
import { corePlugin } from './core.ts';
import { PLUGIN } from './names.ts';

describe('plugin dependencies', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });

  it('refuses to start a module registered before the decorators it reads', async () => {
    const app = Fastify({ logger: false });
    app.register(coursesModule);
    await expect(app.ready()).rejects.toThrow(PLUGIN.core);
    await app.close();
  });

  it('refuses the auth plugin without the core plugin, and accepts it after', async () => {
    const alone = Fastify({ logger: false });
    alone.register(authPlugin);
    await expect(alone.ready()).rejects.toThrow(PLUGIN.core);
    await alone.close();

    const ordered = Fastify({ logger: false });
    ordered.register(corePlugin, { config: testConfig(), database });
    ordered.register(authPlugin);
    await ordered.ready();
    expect(ordered.hasDecorator('requireUser')).toBe(true);
    expect(ordered.hasDecorator('db')).toBe(true);
    await ordered.close();
  });
});

import { afterAll, beforeAll } from 'vitest';
import { type Instance, startInstance } from './instance.ts';
import { freshDatabase } from './postgres.ts';
import { type TcpProxy, tcpProxy } from './tcp-proxy.ts';

export interface BehindProxy {
  database: Awaited<ReturnType<typeof freshDatabase>>;
  /** Between the instance and PostgreSQL: cut() is the outage, restore() its end. */
  proxy: TcpProxy;
  instance: Instance;
  close(): Promise<void>;
}

/** One ready instance on a fresh database that it reaches only through a proxy the test cuts. */
export async function instanceBehindDatabaseProxy(): Promise<BehindProxy> {
  const database = await freshDatabase();
  const proxy = await tcpProxy({ host: '127.0.0.1', port: 5432 });
  const url = new URL(database.url);
  url.port = String(proxy.port);
  const instance = await startInstance({ DATABASE_URL: url.toString() });
  await instance.ready();
  return {
    database,
    proxy,
    instance,
    close: async () => {
      await instance.stop();
      await proxy.close();
      await database.drop();
    },
  };
}

/** Registers the hooks of a describe block that runs on instanceBehindDatabaseProxy(). */
export function useInstanceBehindDatabaseProxy(): () => BehindProxy {
  let setup: BehindProxy | undefined;
  beforeAll(async () => {
    setup = await instanceBehindDatabaseProxy();
  });
  afterAll(async () => {
    await setup?.close();
  });
  return () => {
    if (!setup) throw new Error('the instance behind the proxy did not start');
    return setup;
  };
}

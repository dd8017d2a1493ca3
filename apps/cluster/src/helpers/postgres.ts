import pg from 'pg';

/** The local PostgreSQL server the suite creates its databases on (CI: 127.0.0.1:5432, trust). */
export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database; drop() removes it (ending whatever connections remain). */
export async function freshDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `kalvi_cluster_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(`drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

export async function adminQuery<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query<R>(text, values);
  } finally {
    await client.end();
  }
}

export async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<R>(text, values);
  } finally {
    await client.end();
  }
}

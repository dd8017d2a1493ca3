// CI helper: when a PostgreSQL server answers at the given URL, create a fresh database
// on it and print its URL; print nothing when none answers.
import pg from 'pg';

const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kalvi_ci_${Date.now().toString(36)}_${process.pid}`;
const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.stdout.write(`${url.toString()}\n`);
} catch (err) {
  console.error(`No PostgreSQL server to test against (${err.message}).`);
} finally {
  await client.end().catch(() => {});
}

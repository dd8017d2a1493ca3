/*
 * The server's database pieces a test outside this workspace (apps/cluster) drives directly,
 * exported as `@kalvi/server/test-support/database`: open, seed, back up and restore a
 * database, and issue the session tokens the server accepts.
 */

export { backupPostgres, restorePostgres } from '../db/backup/backup.ts';
export { openDatabase } from '../db/client.ts';
export { seedDatabase } from '../db/seed/index.ts';
export { SessionTokens } from '../plugins/auth.ts';

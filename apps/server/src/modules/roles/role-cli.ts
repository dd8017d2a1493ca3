/**
 * `npm run user:role -- <email> <role>`: gives an existing account a role from the server's
 * command line. This is how the first admin is made; later ones are granted in the console.
 * Works on the embedded database (DATA_DIR/db) and on PostgreSQL (DATABASE_URL).
 */
import { ROLES, roleSchema } from '@kalvi/shared';
import { ConfigError } from '../../config.ts';
import { withCommandLineDatabase } from '../../db/command-line.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { COMMAND_LINE } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { setRole } from './service.ts';

const USAGE = `Usage: npm run user:role -- <email> <${ROLES.join('|')}>`;

class UsageError extends Error {}

function readArgs(argv: string[]) {
  const [email, role, ...rest] = argv;
  if (!email || !role || rest.length > 0) throw new UsageError(USAGE);
  const parsed = roleSchema.safeParse(role);
  if (!parsed.success) throw new UsageError(`Unknown role "${role}". ${USAGE}`);
  return { email, role: parsed.data };
}

async function main(): Promise<void> {
  const { email, role } = readArgs(process.argv.slice(2));
  const change = await withCommandLineDatabase((db) => setRole({ db }, COMMAND_LINE, { email }, role));
  console.info(
    change.before === change.after
      ? `${change.email} already has the role ${role}.`
      : `${change.email} is now ${role} (was ${change.before}).`,
  );
}

main().catch((err: unknown) => {
  console.error(`Could not set the role: ${err instanceof Error ? err.message : String(err)}`);
  const explained =
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof UsageError ||
    err instanceof AppError;
  if (!explained && err instanceof Error && err.stack) console.error(err.stack);
  process.exitCode = 1;
});

import { ConfigError } from '../config.ts';
import { withCommandLineDatabase } from './command-line.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { reencodeStoredImages } from './reencode-images.ts';

/**
 * `npm run images:reencode`: run once after upgrading to re-encoded uploads, to strip the
 * pictures stored before (docs/decisions/165-image-reencoding.md). Safe to run again: a
 * picture already re-encoded is left alone. On the embedded database the server must be stopped.
 */
async function main(): Promise<void> {
  const reports = await withCommandLineDatabase(reencodeStoredImages);
  for (const report of reports) {
    console.info(
      `${report.store}: ${report.reencoded.length} re-encoded, ${report.alreadyClean} already clean` +
        (report.unreadable.length ? `, left unreadable: ${report.unreadable.join(', ')}` : ''),
    );
  }
}

main().catch((err: unknown) => {
  const explained = err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(explained || !(err instanceof Error) ? String((err as Error).message ?? err) : err.stack);
  process.exitCode = 1;
});

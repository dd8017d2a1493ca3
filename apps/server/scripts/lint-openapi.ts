/**
 * Builds the app in-process, writes its OpenAPI document to a temporary file and lints it with
 * Redocly's recommended rules (redocly.yaml). Any error or warning fails: the document is one a
 * client generator can use as it is (docs/decisions/080).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

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
await app.ready();
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();

const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const run = spawnSync(
  process.execPath,
  [cli, 'lint', file, '--config', join(import.meta.dirname, '..', 'redocly.yaml'), '--format', 'json'],
  {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}
let report: { totals: { errors: number; warnings: number }; problems: Problem[] };
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`Redocly did not answer a report (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  process.exit(1);
}
for (const problem of report.problems) {
  console.info(
    `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`,
  );
}
const { errors, warnings } = report.totals;
console.info(`OpenAPI lint (Redocly recommended): ${errors} errors, ${warnings} warnings`);
if (errors > 0 || warnings > 0) process.exit(1);

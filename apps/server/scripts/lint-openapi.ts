/**
 * Builds the app in-process, writes its OpenAPI document to a temporary file and lints it with
 * Redocly's recommended rules (redocly.yaml). Any error or warning fails: the document is one a
 * client generator can use as it is (docs/decisions/080). The web's answer types generated from
 * it must match the committed file (docs/decisions/204-web-calls-typed-from-openapi.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staleApiTypes } from './api-types.ts';
import { openApiDocument } from './openapi-document.ts';

const document = await openApiDocument();
const dir = mkdtempSync(join(tmpdir(), 'kalvi-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));

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
// The web's answer types are generated from this same document; a stale copy fails here too.
const stale = await staleApiTypes(document);
if (stale) console.error(stale);
if (errors > 0 || warnings > 0 || stale) process.exit(1);

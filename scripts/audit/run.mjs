#!/usr/bin/env node
/**
 * The dependency audit CI prints (docs/decisions/170-dependency-audit.md): `npm audit --omit=dev`
 * when the registry's audit service answers, failing on a high or critical advisory; when it does
 * not answer, the offline list in known-advisories.json checked against every runtime package of
 * package-lock.json. Either way the result is printed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const BLOCKING = new Set(['high', 'critical']);

function online() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  try {
    const report = JSON.parse(run.stdout);
    if (!report.metadata?.vulnerabilities) return null;
    return report;
  } catch {
    return null;
  }
}

/** [major, minor, patch] of a version, a pre-release counted as its release. */
const parts = (version) => version.split('-')[0].split('.').map(Number);
export function below(version, fixedIn) {
  const [a, b] = [parts(version), parts(fixedIn)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/** Every installed copy of `name` that ships with the product (not a dev-only one). */
function installedCopies(lock, name) {
  return Object.entries(lock.packages)
    .filter(
      ([path, entry]) =>
        (path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`)) && !entry.dev,
    )
    .map(([path, entry]) => ({ path, version: entry.version }));
}

function offline() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const list = JSON.parse(readFileSync(join(here, 'known-advisories.json'), 'utf8')).advisories;
  const found = [];
  for (const advisory of list) {
    for (const copy of installedCopies(lock, advisory.package)) {
      const affected =
        below(copy.version, advisory.fixedIn) &&
        (advisory.introducedIn === undefined || !below(copy.version, advisory.introducedIn));
      if (affected) found.push({ ...advisory, ...copy });
    }
  }
  return { checked: list.length, found };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = online();
  if (report) {
    const counts = report.metadata.vulnerabilities;
    console.info(`npm audit --omit=dev: ${JSON.stringify(counts)}`);
    for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
      console.info(`  ${v.severity.padEnd(8)} ${name} ${v.range ?? ''}`);
    }
    process.exit((counts.high ?? 0) + (counts.critical ?? 0) > 0 ? 1 : 0);
  }
  console.info('The audit service did not answer; checking the offline advisory list instead.');
  const { checked, found } = offline();
  for (const f of found)
    console.info(
      `  ${f.severity.padEnd(8)} ${f.package}@${f.version} (${f.path}): ${f.id} ${f.summary}; fixed in ${f.fixedIn}`,
    );
  console.info(
    `Offline advisory list: ${checked} advisories checked, ${found.length} affecting an installed runtime package.`,
  );
  process.exit(found.some((f) => BLOCKING.has(f.severity)) ? 1 : 0);
}

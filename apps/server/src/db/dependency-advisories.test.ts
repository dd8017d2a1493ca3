import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Releases with a published advisory must not be installed (docs/decisions/100): drizzle-orm
 * before 0.45.2 builds SQL unsafely from some inputs (GHSA-gpj5-g38j-94v9).
 */
const require = createRequire(import.meta.url);
/** The installed version, read beside the package's entry (its exports hide package.json). */
function versionOf(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(`node_modules/${name}`)) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
const parts = (version: string) => version.split('-')[0]?.split('.').map(Number) ?? [];

function atLeast(version: string, minimum: string): boolean {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

describe('dependency advisories', () => {
  it('compares versions the way the advisory does', () => {
    expect(atLeast('0.44.5', '0.45.2')).toBe(false);
    expect(atLeast('0.45.2', '0.45.2')).toBe(true);
    expect(atLeast('1.0.0-beta.1', '0.45.2')).toBe(true);
  });

  it('runs a drizzle-orm with the SQL-injection fix', () => {
    expect(atLeast(versionOf('drizzle-orm'), '0.45.2')).toBe(true);
  });
});

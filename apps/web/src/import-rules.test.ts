import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SHARED, importRuleOverrides } from '../scripts/import-rules.mjs';

/**
 * The import direction (docs/decisions/003-web-import-direction.md) and the api layers
 * (docs/decisions/090-web-feature-api-layers.md) are enforced by Biome's noRestrictedImports,
 * overrides per folder in apps/web/biome.json. Biome cannot say "any other feature" and an
 * override replaces, not adds to, the rule of an earlier one, so each folder's overrides name
 * everything it may not import. scripts/import-rules.mjs derives them from the folders; these
 * tests keep biome.json in step with it, and say what the rules must mean.
 */
interface Pattern {
  group: string[];
  importNamePattern?: string;
}
interface Override {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: { options: { patterns: Pattern[] } } } } };
}

const webRoot = join(import.meta.dirname, '..');
const foldersOf = (dir: string) =>
  readdirSync(join(webRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf('src/features');
const sections = foldersOf('src/console').filter((name) => !CONSOLE_SHARED.includes(name));
const overrides: Override[] = JSON.parse(readFileSync(join(webRoot, 'biome.json'), 'utf8')).overrides;

function patternsFor(include: string): Pattern[] {
  const override = overrides.find((candidate) => candidate.includes.includes(include));
  return override?.linter.rules.style.noRestrictedImports.options.patterns ?? [];
}
const bannedFor = (include: string) => patternsFor(include).flatMap((p) => p.group);
/** Whether the folder's files may not take `api` or `API_BASE` from lib/api-client. */
const httpBanned = (include: string) =>
  patternsFor(include).some(
    (p) => p.group.includes('**/lib/api-client') && p.importNamePattern === '(api|API_BASE)',
  );
const names = (list: string[]) => list.flatMap((name) => [`**/${name}`, `**/${name}/**`]);

describe('web import rules', () => {
  it('biome.json holds the rules the folders call for (else run `npm run import-rules -w apps/web`)', () => {
    expect(overrides).toEqual(importRuleOverrides());
  });

  it.each(features)(
    'the %s feature may import neither app/, the console nor any other feature',
    (feature) => {
      for (const include of [`src/features/${feature}/**`, `src/features/${feature}/api/**`]) {
        const banned = bannedFor(include);
        expect(banned).toEqual(expect.arrayContaining(['**/app', '**/app/**', ...names(['console'])]));
        expect(banned).toEqual(expect.arrayContaining(names(features.filter((name) => name !== feature))));
        expect(banned).not.toContain(`**/${feature}/**`);
      }
    },
  );

  it.each(features)('only the %s feature’s api/ folder calls the server', (feature) => {
    expect(httpBanned(`src/features/${feature}/**`)).toBe(true);
    expect(httpBanned(`src/features/${feature}/api/**`)).toBe(false);
  });

  it.each(sections)(
    'the %s console section may import no other section, the shell nor a feature',
    (section) => {
      for (const include of [`src/console/${section}/**`, `src/console/${section}/api.ts`]) {
        const banned = bannedFor(include);
        expect(banned).toEqual(expect.arrayContaining(['**/app/**', '**/features/**', ...names(['shell'])]));
        expect(banned).toEqual(expect.arrayContaining(names(sections.filter((name) => name !== section))));
        expect(banned).not.toContain(`**/${section}/**`);
      }
    },
  );

  it.each(sections)('only the %s console section’s api.ts calls the server', (section) => {
    expect(httpBanned(`src/console/${section}/**`)).toBe(true);
    expect(httpBanned(`src/console/${section}/api.ts`)).toBe(false);
  });

  it('keeps the console’s shared parts below its sections, and neither calls the server', () => {
    const shared = bannedFor('src/console/components/**');
    expect(shared).toEqual(
      expect.arrayContaining(['**/app/**', '**/features/**', ...names([...sections, 'shell'])]),
    );
    expect(bannedFor('src/console/shell/**')).toEqual(
      expect.arrayContaining(['**/app/**', '**/features/**']),
    );
    for (const include of ['src/console/components/**', 'src/console/shell/**'])
      expect(httpBanned(include)).toBe(true);
  });

  it('keeps lib/ and components/ below the features, the console and app/', () => {
    for (const layer of ['src/lib/**', 'src/components/**']) {
      expect(bannedFor(layer)).toEqual(
        expect.arrayContaining(['**/app/**', '**/features/**', '**/console/**']),
      );
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import direction (docs/decisions/003-web-import-direction.md) is enforced by Biome's
 * noRestrictedImports, one override per feature folder in apps/web/biome.json. Biome cannot say
 * "any other feature", so each override names the others: this keeps those lists in step with the
 * folders, and a new feature cannot slip in without its rule.
 */
interface Override {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: { options: { patterns: { group: string[] }[] } } } } };
}

const webRoot = join(import.meta.dirname, '..');
const features = readdirSync(join(webRoot, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const overrides: Override[] = JSON.parse(readFileSync(join(webRoot, 'biome.json'), 'utf8')).overrides;

function bannedFor(include: string): string[] {
  const override = overrides.find((candidate) => candidate.includes.includes(include));
  return override?.linter.rules.style.noRestrictedImports.options.patterns.flatMap((p) => p.group) ?? [];
}

describe('web import rules', () => {
  it.each(features)('the %s feature may import neither app/ nor any other feature', (feature) => {
    const banned = bannedFor(`src/features/${feature}/**`);
    expect(banned).toEqual(expect.arrayContaining(['**/app', '**/app/**']));
    for (const other of features.filter((name) => name !== feature)) {
      expect(banned).toEqual(expect.arrayContaining([`**/${other}`, `**/${other}/**`]));
    }
    expect(banned).not.toContain(`**/${feature}/**`);
  });

  it('keeps lib/ and components/ below the features and app/', () => {
    for (const layer of ['src/lib/**', 'src/components/**']) {
      expect(bannedFor(layer)).toEqual(expect.arrayContaining(['**/app/**', '**/features/**']));
    }
  });
});

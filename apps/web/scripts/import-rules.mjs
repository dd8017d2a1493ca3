#!/usr/bin/env node
/**
 * The web's import rules (docs/decisions/003-web-import-direction.md and
 * docs/decisions/090-web-feature-api-layers.md), written into apps/web/biome.json as Biome
 * `noRestrictedImports` overrides. Biome cannot say "any other feature", and a later override
 * replaces an earlier one's options instead of adding to them, so every folder needs overrides
 * that name everything it may not import: those are derived here from the folders on disk,
 * never kept by hand.
 *
 * `npm run import-rules -w apps/web` rewrites biome.json's overrides after a folder is added;
 * src/import-rules.test.ts fails while biome.json differs from what the folders call for.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIOME_JSON = join(webRoot, 'biome.json');
const DIRECTION = '(docs/decisions/003-web-import-direction.md)';
const API_LAYERS = '(docs/decisions/090-web-feature-api-layers.md)';
/** The console's shared folders: everything else in src/console is a section. */
export const CONSOLE_SHARED = ['components', 'shell'];

const foldersOf = (dir) =>
  readdirSync(join(webRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const names = (list) => list.flatMap((name) => [`**/${name}`, `**/${name}/**`]);
const banned = (group, message) => ({ group, message });
const noHttp = (message) => ({ group: ['**/lib/api-client'], importNamePattern: '(api|API_BASE)', message });
const override = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});
const tests = (base) => [`${base}/**/*.test.ts`, `${base}/**/*.test.tsx`];

const noApp = banned(
  names(['app']),
  `Only app/ and main.tsx may import app/: move what you need to lib/ or components/ ${DIRECTION}.`,
);
const noFeatureInConsole = banned(
  names(['features']),
  `The console may not import a learner's feature: move what both need to lib/ or components/ ${DIRECTION}.`,
);

/** Every override biome.json must hold, in order, for the folders as they are. */
export function importRuleOverrides() {
  const features = foldersOf('src/features');
  const sections = foldersOf('src/console').filter((name) => !CONSOLE_SHARED.includes(name));
  const belowAll = override(
    ['src/lib/**', 'src/components/**'],
    [
      noApp,
      banned(
        names(['features']),
        `lib/ and components/ sit below the features and may not import one ${DIRECTION}.`,
      ),
      banned(
        names(['console']),
        `lib/ and components/ sit below the console and may not import it ${DIRECTION}.`,
      ),
    ],
  );
  const featureRules = features.flatMap((feature) => {
    const others = banned(
      names([...features.filter((name) => name !== feature), 'console']),
      `A feature may not import another feature or the console: move what ${feature} shares to lib/ or components/ ${DIRECTION}.`,
    );
    const base = `src/features/${feature}`;
    return [
      override(
        [`${base}/**`],
        [
          noApp,
          others,
          noHttp(
            `Only the feature's api/ folder (features/${feature}/api/) calls the server: add the call there and use it from this file ${API_LAYERS}.`,
          ),
        ],
      ),
      override([`${base}/api/**`, ...tests(base)], [noApp, others]),
    ];
  });
  const sectionRules = sections.flatMap((section) => {
    const others = banned(
      names([...sections.filter((name) => name !== section), 'shell']),
      `A console section may not import another section or the shell: move what ${section} shares to console/components/ ${DIRECTION}.`,
    );
    const base = `src/console/${section}`;
    return [
      override(
        [`${base}/**`],
        [
          noApp,
          noFeatureInConsole,
          others,
          noHttp(
            `Only the section's api.ts (console/${section}/api.ts) calls the server: add the call there and use it from this file ${API_LAYERS}.`,
          ),
        ],
      ),
      override([`${base}/api.ts`, ...tests(base)], [noApp, noFeatureInConsole, others]),
    ];
  });
  const consoleHttp = noHttp(
    `Only a section's api.ts calls the server: add the call there and use it from this file ${API_LAYERS}.`,
  );
  const consoleShared = [
    override(
      ['src/console/components/**'],
      [
        noApp,
        noFeatureInConsole,
        banned(
          names([...sections, 'shell']),
          `console/components/ sits below the sections and the shell and may not import them ${DIRECTION}.`,
        ),
        consoleHttp,
      ],
    ),
    override(['src/console/shell/**'], [noApp, noFeatureInConsole, consoleHttp]),
  ];
  return [belowAll, ...featureRules, ...sectionRules, ...consoleShared];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = JSON.parse(readFileSync(BIOME_JSON, 'utf8'));
  writeFileSync(BIOME_JSON, `${JSON.stringify({ ...config, overrides: importRuleOverrides() }, null, 2)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', BIOME_JSON], { cwd: webRoot, stdio: 'inherit' });
}

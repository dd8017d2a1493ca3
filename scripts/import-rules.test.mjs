// Each import rule of .dependency-cruiser.mjs fails on a planted violation
// (docs/decisions/203-declared-import-rules-and-guards.md): a small tree that keeps every rule is
// written to a temporary folder, then again with one file added or replaced by a forbidden import,
// and the cruise must name that rule, and only it. `npm run test:scripts` runs it (in `npm test`
// and `npm run validate`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = path.resolve(import.meta.dirname, '..');
const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.mjs'));
const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A module importing each of `specifiers`; one starting with `type ` is a type-only import. */
function importing(...specifiers) {
  return specifiers
    .map((spec, i) =>
      spec.startsWith('type ')
        ? `import type * as t${i} from '${spec.slice(5)}';\nexport type T${i} = typeof t${i};\n`
        : `import * as m${i} from '${spec}';\nexport const v${i} = m${i};\n`,
    )
    .join('');
}

/** A tree that keeps every rule: each layer imports the one below it, as the real tree does. */
const clean = {
  'packages/shared/src/index.ts': importing('zod'),
  'packages/shared/src/rules.test.ts': importing('vitest', './index.ts'),
  'apps/web/src/lib/api-errors.ts': importing(),
  'apps/web/src/lib/api-client.ts': importing('./api-errors.ts'),
  'apps/web/src/lib/paths.ts': importing('../../../../packages/shared/src/index.ts'),
  'apps/web/src/components/ui/button.tsx': importing('../../lib/paths.ts'),
  'apps/web/src/features/courses/api/courses-api.ts': importing('../../../lib/api-client.ts'),
  'apps/web/src/features/courses/courses-page.tsx': importing(
    '../../lib/api-errors.ts',
    '../../components/ui/button.tsx',
    './api/courses-api.ts',
  ),
  'apps/web/src/features/courses/courses-page.test.tsx': importing(
    '../../lib/api-client.ts',
    './courses-page.tsx',
  ),
  'apps/web/src/features/events/events-page.tsx': importing('../../components/ui/button.tsx'),
  'apps/web/src/admin/components/data-table.tsx': importing('../../components/ui/button.tsx'),
  'apps/web/src/admin/orders/api.ts': importing('../../lib/api-client.ts'),
  'apps/web/src/admin/orders/orders-page.tsx': importing('../components/data-table.tsx', './api.ts'),
  'apps/web/src/admin/shell/admin-routes.tsx': importing('../orders/orders-page.tsx'),
  'apps/web/src/app/router.tsx': importing(
    '../admin/shell/admin-routes.tsx',
    '../features/courses/courses-page.tsx',
    '../features/events/events-page.tsx',
  ),
  'apps/web/src/main.tsx': importing('./app/router.tsx'),
  'apps/server/src/config.ts': importing('../../../packages/shared/src/index.ts'),
  'apps/server/src/db/schema.ts': importing('../config.ts'),
  'apps/server/src/lib/deps.ts': importing('type fastify', '../db/schema.ts'),
  'apps/server/src/mail/mailer.ts': importing('../lib/deps.ts'),
  'apps/server/src/plugins/auth.ts': importing('../lib/deps.ts', 'fastify'),
  'apps/server/src/modules/notes/queries.ts': importing('../../db/schema.ts'),
  'apps/server/src/modules/notes/admin-queries.ts': importing('../../db/schema.ts'),
  'apps/server/src/modules/notes/service.ts': importing(
    'type ../../lib/deps.ts',
    '../../mail/mailer.ts',
    './queries.ts',
  ),
  'apps/server/src/modules/notes/routes.ts': importing(
    'type fastify',
    '../../plugins/auth.ts',
    './service.ts',
  ),
  'apps/server/src/app.ts': importing('./modules/notes/routes.ts'),
  'apps/server/src/main.ts': importing('./app.ts'),
  'apps/server/src/test/harness.ts': importing('../app.ts'),
};

/** One forbidden import per line: the rule that must name it, the file, and what it imports. */
const plants = [
  ['no-cycles', 'apps/web/src/lib/api-errors.ts', 'type ./api-client.ts'],
  ['resolved', 'apps/web/src/lib/extra.ts', './missing.ts'],
  ['apps-apart', 'apps/web/src/lib/extra.ts', '../../../server/src/config.ts'],
  ['apps-apart', 'apps/server/src/lib/extra.ts', '../../../web/src/lib/paths.ts'],
  ['shared-zod-only', 'packages/shared/src/extra.ts', 'react'],
  ['shared-zod-only', 'packages/shared/src/extra.ts', 'node:fs'],
  ['web-lib-below-features', 'apps/web/src/components/ui/extra.tsx', '../../features/events/events-page.tsx'],
  ['web-lib-below-features', 'apps/web/src/lib/extra.ts', '../admin/components/data-table.tsx'],
  ['web-app-on-top', 'apps/web/src/features/events/extra.ts', '../../app/router.tsx'],
  ['web-app-on-top', 'apps/web/src/admin/orders/extra.ts', 'type ../../app/router.tsx'],
  ['web-feature-apart', 'apps/web/src/features/events/extra.ts', '../courses/courses-page.tsx'],
  ['web-feature-apart', 'apps/web/src/features/events/extra.test.tsx', '../courses/courses-page.tsx'],
  ['web-feature-apart', 'apps/web/src/features/events/extra.ts', '../../admin/components/data-table.tsx'],
  ['web-admin-apart', 'apps/web/src/admin/people/extra.ts', '../orders/orders-page.tsx'],
  ['web-admin-apart', 'apps/web/src/admin/orders/extra.ts', '../shell/admin-routes.tsx'],
  ['web-admin-apart', 'apps/web/src/admin/components/extra.ts', '../orders/orders-page.tsx'],
  ['web-admin-apart', 'apps/web/src/admin/orders/extra.ts', '../../features/events/events-page.tsx'],
  [
    'web-admin-shell-no-feature',
    'apps/web/src/admin/shell/extra.ts',
    '../../features/events/events-page.tsx',
  ],
  ['web-api-layer-calls', 'apps/web/src/features/events/extra.tsx', '../../lib/api-client.ts'],
  ['web-api-layer-calls', 'apps/web/src/admin/orders/extra.tsx', '../../lib/api-client.ts'],
  ['web-api-layer-calls', 'apps/web/src/admin/components/api.ts', '../../lib/api-client.ts'],
  ['server-base-below-modules', 'apps/server/src/db/extra.ts', '../modules/notes/service.ts'],
  ['server-base-below-modules', 'apps/server/src/mail/extra.ts', 'type ../modules/notes/service.ts'],
  ['server-plugins-below-modules', 'apps/server/src/plugins/extra.ts', '../modules/notes/service.ts'],
  ['server-app-on-top', 'apps/server/src/modules/notes/extra.ts', 'type ../../app.ts'],
  ['server-route-calls-service', 'apps/server/src/modules/notes/routes.ts', './queries.ts'],
  ['server-route-calls-service', 'apps/server/src/modules/notes/admin-routes.ts', 'type ../../db/schema.ts'],
  ['server-route-calls-service', 'apps/server/src/modules/notes/admin-routes.ts', './admin-queries.ts'],
  ['server-service-without-fastify', 'apps/server/src/modules/notes/service.ts', 'type fastify'],
  ['server-service-without-fastify', 'apps/server/src/modules/notes/admin-service.ts', 'fastify'],
  ['server-service-without-fastify', 'apps/server/src/modules/notes/cookie-service.ts', '@fastify/cookie'],
];

/** The rules the cruise says are broken, as `rule: from`. */
async function broken(files) {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  folders.push(folder);
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(folder, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const { output } = await cruise(['apps', 'packages'], { ...options, baseDir: folder });
  return output.summary.violations.map(({ rule, from }) => `${rule.name}: ${from}`);
}

describe('the import rules (.dependency-cruiser.mjs)', () => {
  it('pass on a tree that keeps the layers', async () => {
    assert.deepEqual(await broken(clean), []);
  });

  for (const [rule, file, specifier] of plants) {
    it(`${rule} fails on ${file} importing ${specifier}`, async () => {
      const planted = { ...clean, [file]: importing(specifier) };
      const names = new Set((await broken(planted)).map((line) => line.split(':')[0]));
      assert.deepEqual([...names], [rule]);
    });
  }

  it('has a planted violation for every rule', () => {
    const planted = new Set(plants.map(([rule]) => rule));
    assert.deepEqual(
      options.ruleSet.forbidden.map(({ name }) => name).filter((name) => !planted.has(name)),
      [],
    );
  });
});

// The admin shape of scripts/check-module-shape.mjs fails on a planted violation
// (docs/decisions/210-one-admin-endpoint-shape.md): a small server tree that keeps the shape is
// written to a temporary folder, then again with one file added or replaced, and the check must
// fail naming that file. `npm run test:scripts` runs it beside scripts/import-rules.test.mjs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const check = path.join(import.meta.dirname, 'check-module-shape.mjs');
const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A route file declaring each `[path, helper]` as the house does: `r.get(path, helper(app, ...), handler)`. */
function declaring(...routes) {
  return routes
    .map(([url, helper]) => {
      const guard =
        helper === 'adminRoute' ? "adminRoute(app, 'notes', schema)" : "signedInRoute(app, 'notes', schema)";
      return `r.get('${url}', ${guard}, async () => answer(await list(deps)));\n`;
    })
    .join('');
}

/** A module whose learner and admin routes each sit in their own file. */
const clean = {
  'apps/server/src/modules/notes/routes.ts': declaring(['/api/notes', 'signedInRoute']),
  'apps/server/src/modules/notes/admin-routes.ts': declaring(
    ['/api/admin/notes', 'adminRoute'],
    ['/api/admin/notes/:id', 'adminRoute'],
  ),
  'apps/server/src/modules/notes/fixture.ts': "export const listPath = '/api/admin/notes';\n",
  'apps/server/src/modules/notes/notes.test.ts': "await app.inject({ url: '/api/admin/notes' });\n",
  'apps/server/src/lib/admin-route.ts':
    '/** What every `/api/admin/...` route is declared with. */\nexport function adminRoute() {}\n',
  'apps/web/src/main.tsx': '',
  'packages/shared/src/index.ts': '',
};

/** The file planted, what it holds, and what the check must say about it. */
const plants = [
  [
    'an admin path in the learner routes.ts',
    'apps/server/src/modules/notes/routes.ts',
    declaring(['/api/notes', 'signedInRoute'], ['/api/admin/notes', 'adminRoute']),
    /notes\/routes\.ts:\d+: names an \/api\/admin path/,
  ],
  [
    'admin routes in a file named otherwise',
    'apps/server/src/modules/notes/console-routes.ts',
    declaring(['/api/admin/notes/export', 'adminRoute']),
    /notes\/console-routes\.ts:\d+: calls adminRoute/,
  ],
  [
    'a learner path in admin-routes.ts',
    'apps/server/src/modules/notes/admin-routes.ts',
    declaring(['/api/admin/notes', 'adminRoute'], ['/api/notes/mine', 'signedInRoute']),
    /notes\/admin-routes\.ts:\d+: declares \/api\/notes\/mine; an admin-routes\.ts serves/,
  ],
  [
    'an admin path without adminRoute',
    'apps/server/src/modules/notes/admin-routes.ts',
    declaring(['/api/admin/notes', 'adminRoute'], ['/api/admin/notes/:id', 'signedInRoute']),
    /notes\/admin-routes\.ts:\d+: declares \/api\/admin\/notes\/:id without adminRoute/,
  ],
  [
    'an admin-routes.ts outside a module',
    'apps/server/src/plugins/admin-routes.ts',
    declaring(['/api/admin/health', 'adminRoute']),
    /plugins\/admin-routes\.ts:\d+: names an \/api\/admin path/,
  ],
];

/** The check's exit status and what it printed, run on `files`. */
function run(files) {
  const folder = mkdtempSync(path.join(tmpdir(), 'module-shape-'));
  folders.push(folder);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.join(folder, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const { status, stdout, stderr } = spawnSync(process.execPath, [check, folder], { encoding: 'utf8' });
  return { status, output: stdout + stderr };
}

describe('the admin shape (scripts/check-module-shape.mjs)', () => {
  it('passes on a module whose admin routes are in admin-routes.ts', () => {
    const { status, output } = run(clean);
    assert.equal(status, 0, output);
  });

  for (const [what, file, text, message] of plants) {
    it(`fails on ${what}`, () => {
      const { status, output } = run({ ...clean, [file]: text });
      assert.equal(status, 1, output);
      assert.match(output, message);
    });
  }
});

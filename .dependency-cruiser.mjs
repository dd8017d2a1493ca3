// The import rules of docs/product/engineering.md#house-rules, declared once
// (docs/decisions/203-declared-import-rules-and-guards.md). `npm run imports` checks the tree
// against them in `npm run check`; scripts/import-rules.test.mjs plants a violation of each.
const web = '^apps/web/src/';
const server = '^apps/server/src/';
const test = '(\\.test\\.tsx?|/test/.*|/[a-z-]*fixture\\.ts)$';
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

export default {
  forbidden: [
    rule('no-cycles', 'An import cycle, type-only imports included (080).', {}, { circular: true }),
    rule(
      'resolved',
      'Every import resolves, so no rule below is passed by an unread file.',
      {},
      {
        couldNotResolve: true,
      },
    ),
    rule(
      'apps-apart',
      'Neither app imports the other (003).',
      { path: '^apps/(web|server)/' },
      {
        path: '^apps/(web|server)/',
        pathNot: '^apps/$1/',
      },
    ),
    rule(
      'shared-zod-only',
      'packages/shared depends on zod alone: no React, Drizzle, Fastify nor Node (003).',
      { path: '^packages/shared/src/', pathNot: test },
      { pathNot: '^packages/shared/src/|node_modules/zod/' },
    ),
    // The web: shared -> lib/, components/ -> features/<domain>/, admin/ (the staff console) -> app/, main.tsx (003, 090, 210).
    rule(
      'web-lib-below-features',
      'lib/ and components/ sit below the features, the admin console and app/ (003).',
      { path: `${web}(lib|components)/` },
      { path: `${web}(features|admin|app)/|${web}[^/]+\\.tsx?$` },
    ),
    rule(
      'web-app-on-top',
      'Only app/ and the entries (main.tsx, entry-server.tsx) import app/ (003).',
      { path: web, pathNot: `${web}(app/|main\\.tsx$|entry-server\\.tsx$)` },
      { path: `${web}app/` },
    ),
    rule(
      'web-feature-apart',
      'A feature imports no other feature and not the admin console: move what they share to lib/ or components/ (003).',
      { path: `${web}features/([^/]+)/` },
      { path: `${web}(features|admin)/`, pathNot: `${web}features/$1/` },
    ),
    rule(
      'web-admin-apart',
      'The admin console imports no learner feature; a section imports no other section nor the shell; admin/components/ imports no section (090).',
      { path: `${web}admin/([^/]+)/`, pathNot: `${web}admin/shell/` },
      { path: `${web}(features|admin)/`, pathNot: `${web}admin/($1|components)/` },
    ),
    rule(
      'web-admin-shell-no-feature',
      'The admin console shell imports no learner feature (090).',
      { path: `${web}admin/shell/` },
      { path: `${web}features/` },
    ),
    rule(
      'web-api-layer-calls',
      "Only a feature's api/ folder or an admin section's api.ts calls the server (lib/api-client.ts); screens read lib/api-errors.ts (090).",
      {
        path: `${web}(features|admin)/`,
        pathNot: [`${web}features/[^/]+/api/`, `${web}admin/(?!components/|shell/)[^/]+/api\\.ts$`, test],
      },
      { path: `${web}lib/api-client\\.ts$` },
    ),
    // The server: shared -> config.ts, db/, lib/, adapters -> plugins/ -> modules/ -> app.ts, main.ts (080).
    rule(
      'server-base-below-modules',
      'config.ts, db/, lib/ and the adapters (mail/, payments/, feeds/, whatsapp/, judge/, meetings/) import no module, job nor app (080).',
      {
        path: `${server}((db|lib|mail|payments|feeds|whatsapp|judge|meetings)/|config\\.ts$)`,
        pathNot: test,
      },
      { path: `${server}((modules|jobs)/|(app|main|judge-worker)\\.ts$)` },
    ),
    rule(
      'server-plugins-below-modules',
      'A plugin decorates the instance for the modules and imports none of them (080).',
      { path: `${server}plugins/`, pathNot: test },
      { path: `${server}(modules/|(app|main)\\.ts$)` },
    ),
    rule(
      'server-app-on-top',
      'Nothing imports app.ts but main.ts, tests and scripts; nothing imports main.ts (080).',
      { path: server, pathNot: `${server}(main\\.ts$|fuzz/)|${test}` },
      { path: `${server}(app|main)\\.ts$` },
    ),
    rule(
      'server-route-calls-service',
      "A route file imports no queries.ts (nor an admin-queries.ts) and nothing under db/: it calls its module's service (080).",
      { path: `${server}modules/.*(/|/[^/]+-)routes\\.ts$` },
      { path: `(^|/)[a-z-]*queries\\.ts$|${server}db/` },
    ),
    rule(
      'server-service-without-fastify',
      'A service imports nothing from Fastify; its logger type is Logger from lib/deps.ts (080).',
      { path: `${server}modules/.*(/|/[^/]+-)service\\.ts$` },
      { path: 'node_modules/(fastify|@fastify/|fastify-)' },
    ),
  ],
  options: {
    exclude: { path: '(^|/)(dist|dist-server|data|test-results|playwright-report)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle or a layer crossed by a type is one all the same (080).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts', '.json'],
    },
  },
};

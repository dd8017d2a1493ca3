// Part of `npm run check`: the server module shape of docs/decisions/080-module-shape.md, kept
// by a rule instead of by memory. Exits 1 naming each file and the rule it breaks. What a file
// may import (a route file no `queries.ts` nor db/, a service nothing from Fastify) is declared
// in .dependency-cruiser.mjs with the other import rules (docs/decisions/203-declared-import-rules-and-guards.md).
// - A route file (modules/**/routes.ts, modules/**/*-routes.ts) passes its plugin's deps object
//   to a service, never `app.db` or `app.database` (nor a local alias such as
//   `const { db } = app`) as a call argument. Object literals such as `{ db: app.db, ... }` or a
//   health check's `{ database: app.database }` are the deps object.
// - Names (docs/product/engineering.md#names): production code never starts with `test-`; a
//   test-only helper is a module's `fixture.ts` or lives in src/test/.
// - Written once (docs/product/engineering.md#house-rules), in the server, the web and shared:
//   a locale ('ta-IN', 'en-IN') is spelled only in packages/shared/src/language.ts (`LOCALES`,
//   with the cached formatters of format.ts and format-dates.ts), and a route file takes its id
//   parameters from shared's `idParam`/`idParamsSchema`, not `z.string().max(64)`.
// - One shape for the admin side (docs/decisions/210-one-admin-endpoint-shape.md): a module's
//   `/api/admin/...` routes are declared in its `admin-routes.ts`, each with `adminRoute`, and
//   that file declares nothing else. Any other server file that names an `/api/admin` path or
//   calls `adminRoute(` fails, and so does an `admin-routes.ts` that declares another path.
// - A function's first parameter in modules/, lib/ and jobs/ (*queries.ts aside) is a deps object
//   typed `DbDeps` or an `XxxDeps extends DbDeps` (lib/deps.ts), or `tx: Tx` for a step that runs
//   inside its caller's transaction: never a bare `db`, `tx: Db`, nor an inline `{ db: Db }`
//   (docs/decisions/205-one-casing-messages-deps.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The tree to check: the repository, or the folder given (scripts/module-shape.test.mjs plants one).
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const src = path.join(root, 'apps/server/src');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The innermost bracket still open before `index`: '(' for a call's argument, '{' or '[' for a literal. */
function openerBefore(text, index) {
  let depth = 0;
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[' || c === '{') {
      if (depth === 0) return c;
      depth--;
    }
  }
  return '';
}

/** Where a route file hands the database on bare: `f(app.db, ...)`, `f(x, app.database)`, or an alias of them. */
function bareDatabaseArguments(text) {
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/^[ \t]*\/\/.*$/gm, '');
  const names = ['app\\.db', 'app\\.database'];
  for (const m of code.matchAll(/const\s*\{([^}]*)\}\s*=\s*app\s*;/g))
    for (const part of m[1].split(','))
      if (/^\s*(db|database)\b/.test(part)) names.push(part.split(':').pop().trim());
  for (const m of code.matchAll(/const\s+(\w+)\s*=\s*app\.(?:db|database)\s*;/g)) names.push(m[1]);
  const found = [];
  const argument = new RegExp(`[(,]\\s*(${names.join('|')})\\s*(?=[,)])`, 'g');
  for (const m of code.matchAll(argument)) {
    const at = m.index + m[0].indexOf(m[1]);
    if (openerBefore(code, at) === '(')
      found.push({ name: m[1], line: code.slice(0, at).split('\n').length });
  }
  return found;
}

/** Code without its comments, line numbers kept. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '');
}

/** Where a file steps outside the admin shape (decision 210), as `line: what`. */
function adminShapeBreaks(rel, text) {
  const code = withoutComments(text);
  const lineOf = (index) => code.slice(0, index).split('\n').length;
  const isAdminRoutes = /^apps\/server\/src\/modules\/[^/]+\/admin-routes\.ts$/.test(rel);
  const found = [];
  if (isAdminRoutes) {
    const paths = [...code.matchAll(/['"`](\/api\/[^'"`]*)['"`]/g)];
    paths.forEach((m, i) => {
      if (!/^\/api\/admin(\/|$)/.test(m[1]))
        found.push(
          `${lineOf(m.index)}: declares ${m[1]}; an admin-routes.ts serves /api/admin/... only, the rest go to routes.ts`,
        );
      else if (!/\badminRoute\s*\(/.test(code.slice(m.index, paths[i + 1]?.index ?? code.length)))
        found.push(`${lineOf(m.index)}: declares ${m[1]} without adminRoute(app, area, schema)`);
    });
    return found;
  }
  for (const m of code.matchAll(/['"`]\/api\/admin\b/g))
    found.push(
      `${lineOf(m.index)}: names an /api/admin path; a module's admin routes live in its admin-routes.ts`,
    );
  for (const m of code.matchAll(/(?<!function\s*)\badminRoute\s*\(/g))
    found.push(`${lineOf(m.index)}: calls adminRoute; only a module's admin-routes.ts declares admin routes`);
  return found;
}

const problems = [];
const LOCALE_HOME = 'packages/shared/src/language.ts';
for (const file of ['apps/server/src', 'apps/web/src', 'packages/shared/src'].flatMap((dir) =>
  walk(path.join(root, dir)),
)) {
  const rel = path.relative(root, file);
  // Plain .js files are served to the browser as they are (the test gateway's page) and cannot import shared.
  if (rel === LOCALE_HOME || /\.test\.tsx?$/.test(rel) || !/\.tsx?$/.test(rel)) continue;
  const code = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
  if (code.some((line) => /['"`](ta|en)-IN['"`]/.test(line)))
    problems.push(`${rel}: spells a locale; use LOCALES, localeOf or a formatter from @kalvi/shared`);
  if (/(^|\/|-)routes\.ts$/.test(rel) && code.some((line) => line.includes('z.string().max(64)')))
    problems.push(`${rel}: an id parameter spelled out; use idParam or idParamsSchema from @kalvi/shared`);
}
for (const file of walk(src)) {
  const rel = path.relative(root, file);
  const inModules = rel.includes('/src/modules/');
  const base = path.basename(file);
  if (base.includes('.test.')) continue;
  const text = readFileSync(file, 'utf8');

  // Tests and their helpers call admin paths through app.inject; they declare none.
  if (!base.endsWith('fixture.ts') && !rel.startsWith('apps/server/src/test/'))
    for (const problem of adminShapeBreaks(rel, text)) problems.push(`${rel}:${problem}`);

  if (inModules && (base === 'routes.ts' || base.endsWith('-routes.ts'))) {
    for (const { name, line } of bareDatabaseArguments(text))
      problems.push(
        `${rel}:${line}: a route file passes ${name} to a function; pass the plugin's deps object`,
      );
  }

  const takesDeps = /^apps\/server\/src\/(modules|lib|jobs)\//.test(rel);
  if (takesDeps && !base.endsWith('queries.ts') && !base.endsWith('fixture.ts')) {
    const first = /\(\s*(?:(db)\s*:\s*(?:Db|Tx)\b|(tx)\s*:\s*Db\b|((?:deps|\{[^}()]*\})\s*:\s*\{\s*db\s*:))/g;
    for (const m of text.matchAll(first)) {
      const line = text.slice(0, m.index).split('\n').length;
      problems.push(
        `${rel}:${line}: a first parameter ${m[1] ? 'named db' : m[2] ? 'tx typed Db' : 'typed inline as { db }'}; take deps: DbDeps (or an XxxDeps) or tx: Tx`,
      );
    }
  }

  const inTestFolder = rel.startsWith('apps/server/src/test/');
  if (!inTestFolder && base.startsWith('test-'))
    problems.push(
      `${rel}: production code is not named test-*; a test-only helper is a module's fixture.ts or lives in src/test/`,
    );
  if (!inTestFolder && /^(fixtures|test-app|test-accounts|test-helpers?)\.ts$/.test(base))
    problems.push(`${rel}: a module's test-only helpers are in its fixture.ts (or in src/test/)`);
}

if (problems.length > 0) {
  console.error(`check-module-shape: ${problems.length} problem(s) (docs/decisions/080-module-shape.md)`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.info('check-module-shape: every server module keeps the shape of docs/decisions/080-module-shape.md');

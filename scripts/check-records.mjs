// Part of `npm run check`: the decision records, their pointers and the size of a source file
// keep themselves in order (docs/decisions/173-records-that-check-themselves.md). Fails when
// - a record in docs/decisions/ is missing from the index (docs/decisions/README.md) or lacks
//   one of its Context, Decision and Consequences sections;
// - a record's `- Supersedes: NNN (part: ...)` line is not answered by NNN's Status
//   ("superseded by" or "partly superseded by" naming it), or the other way round, or a Status
//   says it supersedes, replaces, refines or changes a record without such a line;
// - a short `docs/decisions/NNN` pointer names no record, or a bare `name.md` in a code comment
//   names no file (next to the file, or at the repository's root);
// - the Decision section of a record not wholly superseded names a source file in backticks
//   (`modules/x/y.ts`, `apps/web/src/z.tsx`) that is not in the repository: a record says where
//   its decision lives, so a move updates the record in the same commit;
// - a workspace declares another engines.node than the root's package.json;
// - a source file (.ts .tsx .mjs .js) is over 400 lines, seed data, chat entries and generated
//   files (`*.gen.ts`, docs/decisions/204-web-calls-typed-from-openapi.md) excepted; one over
//   300 is printed as a warning and passes: the rule guards against a file grown past what one
//   person reads at once, not a count to the line
//   (docs/decisions/203-declared-import-rules-and-guards.md).
// Prints `file:line: rule` for each problem and exits 1.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LONG_LINES = 300;
const MAX_LINES = 400;
/** Seed data and the chatbot's entries are data, not code (docs/product/engineering.md); generated files are written by a tool. */
const longFilesAllowed = [
  /^apps\/server\/src\/db\/seed\//,
  /^packages\/shared\/src\/(.*\/)?chat[\w-]*(\/|\.ts$)/,
  /\.gen\.ts$/,
];
const sourceFile = /\.(ts|tsx|mjs|js)$/;

const problems = [];
const problem = (file, line, rule) => problems.push(`${file}${line ? `:${line}` : ''}: ${rule}`);

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const read = (file) => readFileSync(path.join(root, file), 'utf8');

// --- The records and their index -------------------------------------------------------------

const recordFiles = tracked.filter(
  (file) => /^docs\/decisions\/\d{3}-[\w.-]+\.md$/.test(file) && !file.includes('/000-'),
);
/** number -> { file, status, statusLine, supersedes: [{ number, line }] } */
const records = new Map();
for (const file of recordFiles) {
  const number = path.basename(file).slice(0, 3);
  const lines = read(file).split('\n');
  const record = { file, status: '', statusLine: 0, supersedes: [] };
  lines.forEach((line, index) => {
    const status = /^- Status:\s*(.*)$/.exec(line);
    if (status && !record.statusLine) {
      record.status = status[1];
      record.statusLine = index + 1;
    }
    const supersedes = /^- Supersedes:\s*(.*)$/.exec(line);
    if (supersedes) {
      for (const [, older] of supersedes[1].matchAll(/\b(\d{3})\b/g)) {
        record.supersedes.push({ number: older, line: index + 1 });
      }
    }
  });
  if (!record.statusLine) problem(file, 0, 'has no "- Status:" line');
  for (const section of ['Context', 'Decision', 'Consequences']) {
    if (!lines.some((line) => line.trim() === `## ${section}`))
      problem(file, 0, `has no "## ${section}" section`);
  }
  if (records.has(number)) problem(file, 0, `shares its number with ${records.get(number).file}`);
  records.set(number, record);
}

// A path with a folder and a source ending; URLs (`/api/...`), build output (`dist/`) and
// placeholders (`NNN`, `...`) are not files of the tree.
const namedFile = /`([\w.-]+(?:\/[\w.-]+)+\.(?:ts|tsx|mjs|js|css|sh))`/g;
const trackedSuffixes = new Set(
  tracked.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(i).join('/'))),
);
for (const { file, status } of records.values()) {
  if (/^superseded\b/i.test(status)) continue;
  const lines = read(file).split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Decision');
  if (start < 0) continue;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  for (let i = start + 1; i < (end < 0 ? lines.length : end); i++) {
    for (const [, named] of lines[i].matchAll(namedFile)) {
      if (named.includes('dist/') || named.includes('NNN') || trackedSuffixes.has(named)) continue;
      problem(file, i + 1, `its Decision names ${named}, which is not in the repository (moved? say where)`);
    }
  }
}

const indexFile = 'docs/decisions/README.md';
const index = read(indexFile);
for (const { file } of records.values()) {
  if (!index.includes(`](${path.basename(file)})`))
    problem(file, 0, `is missing from the index (${indexFile})`);
}

const supersededBy = (status) =>
  new Set([...(/superseded by (.*)$/i.exec(status)?.[1] ?? '').matchAll(/\b(\d{3})\b/g)].map((m) => m[1]));

for (const [number, record] of records) {
  for (const { number: older, line } of record.supersedes) {
    const old = records.get(older);
    if (!old) problem(record.file, line, `supersedes ${older}, which is no record`);
    else if (!supersededBy(old.status).has(number)) {
      problem(
        old.file,
        old.statusLine,
        `${record.file} supersedes it: its Status must say "superseded by ${number}"`,
      );
    }
  }
  for (const newer of supersededBy(record.status)) {
    if (!records.get(newer)?.supersedes.some((s) => s.number === number)) {
      problem(
        record.file,
        record.statusLine,
        `says superseded by ${newer}, which has no "- Supersedes: ${number}" line`,
      );
    }
  }
  const claim = /\b(supersedes|replaces|refines|changes)\b[^;]*?\b(\d{3})\b/i.exec(record.status);
  if (claim && !record.supersedes.some((s) => s.number === claim[2])) {
    problem(
      record.file,
      record.statusLine,
      `its Status ${claim[1]} ${claim[2]}: say so in a "- Supersedes: ${claim[2]}" line`,
    );
  }
}

// --- Pointers ---------------------------------------------------------------------------------

const textFile = (file) =>
  /\.(ts|tsx|mjs|js|cjs|md|sh|json|ya?ml|css|html|conf)$/.test(file) ||
  file.startsWith('.ci/') ||
  file.startsWith('.githooks/');
const shortPointer = /\bdocs\/decisions\/(\d{3})(?![\w-])/g;
const bareMarkdown = /(?<![\w./-])([\w.-]+\.md)\b/g;
const commentOf = (file, line, inBlock) => {
  if (/\.(sh)$/.test(file) || file.startsWith('.ci/') || file.startsWith('.githooks/')) {
    const hash = line.indexOf('#');
    return hash >= 0 ? line.slice(hash) : '';
  }
  if (!sourceFile.test(file)) return '';
  if (inBlock || /^\s*(\/\*|\*)/.test(line)) return line;
  const slashes = line.indexOf('//');
  return slashes >= 0 && !/:\/\/$/.test(line.slice(0, slashes + 2)) ? line.slice(slashes) : '';
};

for (const file of tracked.filter(textFile)) {
  if (file.startsWith('scripts/check-records')) continue;
  const text = read(file);
  if (text.includes('\u0000')) continue;
  let inBlock = false;
  text.split('\n').forEach((line, index) => {
    for (const [, number] of line.matchAll(shortPointer)) {
      if (!records.has(number))
        problem(file, index + 1, `points at docs/decisions/${number}, which is no record`);
    }
    const comment = commentOf(file, line, inBlock);
    if (sourceFile.test(file)) {
      if (/\/\*/.test(line) && !/\*\//.test(line.slice(line.lastIndexOf('/*')))) inBlock = true;
      else if (inBlock && /\*\//.test(line)) inBlock = false;
    }
    for (const [, name] of comment.matchAll(bareMarkdown)) {
      const here = path.join(root, path.dirname(file), name);
      if (!existsSync(here) && !existsSync(path.join(root, name))) {
        problem(file, index + 1, `names ${name} in a comment, which is no file next to it or at the root`);
      }
    }
  });
}

// --- Supported Node versions -----------------------------------------------------------------

const rootPackage = JSON.parse(read('package.json'));
const nodeRange = rootPackage.engines?.node;
if (!nodeRange) problem('package.json', 0, 'declares no engines.node');
for (const workspace of rootPackage.workspaces ?? []) {
  const file = `${workspace}/package.json`;
  const declared = JSON.parse(read(file)).engines?.node;
  if (declared !== undefined && declared !== nodeRange) {
    problem(file, 0, `engines.node is "${declared}"; the root's is "${nodeRange}": declare the same range`);
  }
}

// --- File length ------------------------------------------------------------------------------

for (const file of tracked.filter((name) => sourceFile.test(name))) {
  if (longFilesAllowed.some((allowed) => allowed.test(file))) continue;
  const lines = read(file).split('\n').length - (read(file).endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) problem(file, 0, `is ${lines} lines, over the ${MAX_LINES} a source file may have`);
  else if (lines > LONG_LINES)
    console.warn(
      `${file}: is ${lines} lines, past ${LONG_LINES}; split it by job before it reaches ${MAX_LINES}`,
    );
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} record problem(s); see docs/decisions/173-records-that-check-themselves.md.`,
  );
  process.exit(1);
}

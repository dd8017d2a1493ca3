// Part of `npm run check`. The documents that describe the product live in the repository
// (docs/product/, docs/decisions/, docs/performance/), so a newcomer can follow every pointer in the code:
// - no file under apps/, packages/, scripts/ or .ci/ may point at the design notes or the
//   original product brief that sit outside the repository (their section-sign references);
// - every `docs/product/<file>.md#<anchor>`, `docs/decisions/<file>.md` or `docs/performance/<file>.md`
//   named in those files,
//   and every relative link between the Markdown files under docs/, must lead to an existing
//   file and heading.
// Exits 1 with file:line for each problem.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Written with \u00a7 (the section sign) so that this file does not match itself.
const outsideDocument = /DESIGN(\.md\b|\s\u00a7)|\bspec\s\u00a7|\u00a7\s?\d/i;
const docPointer = /\bdocs\/(product|decisions|performance)\/([\w.-]+\.md)(#[\w-]+)?/g;
const markdownLink = /\]\(([^)\s]+\.md)(#[\w-]+)?\)/g;

function trackedFiles(...dirs) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter((file) => file && existsSync(path.join(root, file)));
}

/** The anchors a Markdown renderer gives the file's headings (lower case, punctuation dropped, spaces to hyphens). */
const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const anchors = new Set();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const slug = heading[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      anchors.add(slug);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

function checkTarget(target, anchor) {
  if (!existsSync(target)) return `points at ${path.relative(root, target)}, which does not exist`;
  if (anchor && !anchorsOf(target).has(anchor.slice(1))) {
    return `points at ${path.relative(root, target)}${anchor}, which has no such heading`;
  }
  return null;
}

const problems = [];
const isBinary = (text) => text.includes('\u0000');

for (const file of trackedFiles('apps', 'packages', 'scripts', '.ci')) {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (isBinary(text)) continue;
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (outsideDocument.test(line)) {
      problems.push(
        `${where}: names a document outside the repository; point at docs/product/ or docs/decisions/`,
      );
    }
    for (const [, folder, name, anchor] of line.matchAll(docPointer)) {
      const problem = checkTarget(path.join(root, 'docs', folder, name), anchor);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  });
}

for (const file of trackedFiles('docs').filter((name) => name.endsWith('.md'))) {
  const text = readFileSync(path.join(root, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    for (const [, target, anchor] of line.matchAll(markdownLink)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const problem = checkTarget(path.resolve(root, path.dirname(file), target), anchor);
      if (problem) problems.push(`${file}:${index + 1}: ${problem}`);
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} documentation reference problem(s); see docs/product/README.md.`);
  process.exit(1);
}

// Gives a reference worktree the current tree's installed packages when both lockfiles are the
// same (docs/decisions/198-lighthouse-against-a-reference.md): a real node_modules folder in each
// place that has one, holding a link per package to the current tree's copy. Linking the whole
// folder would not do: npm's workspace links inside it (node_modules/@kalvi/shared ->
// ../../packages/shared) are relative and would resolve to the current tree's sources, so the
// reference would be built from today's shared code. Those links are copied as they are and so
// point into the reference tree.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';

// Tool caches written at build time belong to one tree each.
const NOT_SHARED = new Set(['.cache', '.vite']);

function linkEntries(fromDir, toDir) {
  mkdirSync(toDir, { recursive: true });
  let links = 0;
  for (const name of readdirSync(fromDir)) {
    if (NOT_SHARED.has(name)) continue;
    const from = join(fromDir, name);
    const to = join(toDir, name);
    const stat = lstatSync(from);
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (name.startsWith('@') && stat.isDirectory()) {
      links += linkEntries(from, to);
      continue;
    } else symlinkSync(from, to);
    links++;
  }
  return links;
}

/** Links `fromRoot`'s installed packages into `toRoot` (root and every workspace); returns the count. */
export function linkNodeModules(fromRoot, toRoot) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(fromRoot, 'package.json'), 'utf8'));
  let links = 0;
  for (const place of ['.', ...workspaces]) {
    const installed = join(fromRoot, place, 'node_modules');
    if (existsSync(installed) && existsSync(join(toRoot, place))) {
      links += linkEntries(installed, join(toRoot, place, 'node_modules'));
    }
  }
  return links;
}

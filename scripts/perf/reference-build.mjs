// The reference side of `npm run lighthouse` (docs/decisions/198-lighthouse-against-a-reference.md):
// which commit it is, and that commit checked out in a temporary git worktree with its
// dependencies and its web build, ready for start-server.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkNodeModules } from './linked-modules.mjs';
import { root } from './start-server.mjs';

// The commit of the last release, for a clone without release tags (CI clones main); moved
// forward at each release.
const REFERENCE_FILE = join(root, 'scripts/perf/reference-ref');
// Marks a kept reference tree as complete (installed and built), so a later run can reuse it.
const BUILT_MARK = '.kalvi-lighthouse-built';

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

/**
 * The reference to measure against and why that one: the `--ref` given (CI passes the previous
 * release), else the newest release tag behind HEAD, else the commit in scripts/perf/reference-ref.
 */
export function chooseReference(given) {
  if (given) return { ref: given, why: 'given' };
  const tag = tryGit('describe', '--tags', '--abbrev=0', 'HEAD');
  if (tag) return { ref: tag, why: 'the newest release tag behind HEAD' };
  const recorded = readFileSync(REFERENCE_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('#'));
  if (!recorded) throw new Error(`${REFERENCE_FILE} names no commit`);
  return { ref: recorded, why: 'the release commit in scripts/perf/reference-ref' };
}

/** The commit a ref names, fetched from origin first when a shallow clone lacks it. */
function commitOf(ref) {
  const sha = tryGit('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  if (sha) return sha;
  if (tryGit('fetch', '--quiet', '--depth=1', 'origin', ref) === undefined)
    throw new Error(`${ref} names no commit here, and origin could not send it`);
  return git('rev-parse', 'FETCH_HEAD');
}

// Vite's warnings are the same as this tree's own build prints: shown only when the step fails.
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Checks the reference out in a temporary worktree, installs and builds it; `remove()` deletes
 * it unless `keep` (LIGHTHOUSE_KEEP_REFERENCE=1), in which case the next run reuses it.
 */
export function prepareReference(ref, { keep = false, log = console.info } = {}) {
  const sha = commitOf(ref);
  const dir = join(tmpdir(), `kalvi-lighthouse-ref-${sha.slice(0, 12)}`);
  // git removes the links of the linked packages, never what they point to; only this worktree
  // is named, so no other worktree's entry is touched.
  // A folder of that name may be another clone's kept build (two clones on one machine): it is
  // neither reused nor removed through git, which would refuse a worktree it does not know.
  const ownWorktree = () =>
    (tryGit('worktree', 'list', '--porcelain') ?? '').split('\n').includes(`worktree ${dir}`);
  const remove = () => {
    if (keep || !existsSync(dir)) return;
    if (ownWorktree()) git('worktree', 'remove', '--force', '--force', dir);
    else rmSync(dir, { recursive: true, force: true });
  };
  if (existsSync(join(dir, BUILT_MARK)) && ownWorktree()) {
    log(`reference ${ref} (${sha.slice(0, 7)}): reusing the build kept in ${dir}`);
    return { sha, root: dir, remove };
  }
  // A kept tree that was never finished: start again. `add --force` also takes over the entry of a
  // worktree whose folder was deleted by hand.
  if (existsSync(dir)) tryGit('worktree', 'remove', '--force', '--force', dir);
  rmSync(dir, { recursive: true, force: true });
  let started = performance.now();
  git('worktree', 'add', '--detach', '--force', dir, sha);
  log(`reference ${ref} (${sha.slice(0, 7)}): worktree in ${dir} (${seconds(started)})`);
  try {
    started = performance.now();
    const sameLock =
      readFileSync(join(root, 'package-lock.json'), 'utf8') ===
      readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (sameLock) {
      const links = linkNodeModules(root, dir);
      log(`  same package-lock.json: ${links} installed packages linked (${seconds(started)})`);
    } else {
      run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
      log(`  package-lock.json differs: npm ci --prefer-offline (${seconds(started)})`);
    }
    started = performance.now();
    run('npm', ['run', 'build', '-w', 'apps/web'], dir);
    log(`  web build (${seconds(started)})`);
    writeFileSync(join(dir, BUILT_MARK), `${sha}\n`);
  } catch (error) {
    if (!keep) remove();
    throw error;
  }
  return { sha, root: dir, remove };
}

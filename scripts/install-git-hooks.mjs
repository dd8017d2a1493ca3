// The root `prepare` script (run by `npm install` and `npm ci`): points git at the tracked hooks
// in .githooks/ (docs/product/engineering.md#commits). Does nothing in CI, outside a git
// checkout (an unpacked tarball, a Docker build), without git, or when core.hooksPath already
// names other hooks (a developer's own): it then says how to add ours.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const HOOKS = '.githooks';
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const current = () => {
  try {
    return git('config', '--get', 'core.hooksPath');
  } catch {
    return ''; // exit 1: not set
  }
};

if (!process.env.CI) {
  let topLevel = '';
  try {
    topLevel = path.resolve(git('rev-parse', '--show-toplevel'));
  } catch {
    // Not a git checkout, or no git: nothing to set up.
  }
  // Only when this folder is the repository's top level, not a folder inside another repository.
  if (topLevel === root) {
    const hooksPath = current();
    if (hooksPath === '') git('config', 'core.hooksPath', HOOKS);
    else if (hooksPath !== HOOKS) {
      process.stdout.write(
        `core.hooksPath is ${hooksPath}; add ${HOOKS}/commit-msg there to check subjects.\n`,
      );
    }
  }
}

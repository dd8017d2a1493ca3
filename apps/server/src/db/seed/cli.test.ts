import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = join(import.meta.dirname, '../../../../..');

describe('npm run db:seed from the repository root', () => {
  it('hands the options after -- to the seed command (the README tells people to use --large)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'db:seed', '--', '--help'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--large  also adds 10,000 courses');
  });

  it('refuses an option it does not know instead of seeding without it', () => {
    const run = spawnSync('npm', ['run', '--silent', 'db:seed', '--', '--larg'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("Unknown option '--larg'");
  });
});

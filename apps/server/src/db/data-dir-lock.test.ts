import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('the data directory lock', () => {
  it('refuses a second holder with a clear message, and frees on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kalvi-lock-'));
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another Kalvi server is already using the data directory/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});

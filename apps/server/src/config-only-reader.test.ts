import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * config.ts is the one reader of the environment: a setting read anywhere else escapes its
 * validation and its default (a rendered page once wrote its own APP_URL default).
 */
const SRC = import.meta.dirname;
const ALLOWED = new Set(['config.ts', 'test/harness.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the environment', () => {
  it('is read by config.ts only', () => {
    const readers = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !ALLOWED.has(path) && readFileSync(join(SRC, path), 'utf8').includes('process.env'));
    expect(readers).toEqual([]);
  });
});

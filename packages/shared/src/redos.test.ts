import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every regular expression in the code that reads input must run in linear time
 * (docs/decisions/100). The TypeScript scanner finds each literal in the shared package, the
 * server and the web app; recheck proves it safe or names the attack string.
 */
const root = resolve(import.meta.dirname, '../../..');
const folders = ['packages/shared/src', 'apps/server/src', 'apps/web/src'];

/** Patterns built at run time, each with a representative instance the checker can read. */
const builtPatterns: Record<string, RegExp[]> = {
  'packages/shared/src/chat.ts': [/(?:^|\s)payment(?:s|es|ed|ing)?(?=\s|$)/, /(?:^|\s)கட்டண/],
  'apps/web/src/components/ui/course-art.tsx': [/(^|[^a-z])python([^a-z]|$)/],
  // The table's ids joined (judge-languages.ts): lowercase words, never a pattern of their own.
  'packages/shared/src/exercises.ts': [/^(python|javascript|sql|judge0:\d{1,4})$/],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Found {
  file: string;
  source: string;
  flags: string;
}

function literalsIn(file: string): { literals: Found[]; builtAt: number } {
  const text = readFileSync(file, 'utf8');
  const name = relative(root, file);
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const literals: Found[] = [];
  let builtAt = 0;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const last = node.text.lastIndexOf('/');
      literals.push({ file: name, source: node.text.slice(1, last), flags: node.text.slice(last + 1) });
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      builtAt += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { literals, builtAt };
}

const files = folders.flatMap((folder) => sourceFiles(join(root, folder)));
const scanned = files.map(literalsIn);
const patterns: Found[] = [
  ...scanned.flatMap((s) => s.literals),
  ...Object.entries(builtPatterns).flatMap(([file, list]) =>
    list.map((re) => ({ file, source: re.source, flags: re.flags })),
  ),
];

describe('regular expressions', () => {
  it('finds the patterns it is meant to check', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(patterns.some((p) => p.file.endsWith('shared/src/patterns.ts'))).toBe(true);
  });

  it('builds patterns at run time only where a representative instance is checked', () => {
    const building = files
      .map((file, i) => ({ file: relative(root, file), count: scanned[i]?.builtAt ?? 0 }))
      .filter((f) => f.count > 0)
      .map((f) => f.file);
    expect(building.sort()).toEqual(Object.keys(builtPatterns).sort());
  });

  it('runs every pattern in linear time', { timeout: 180_000 }, async () => {
    const unsafe: string[] = [];
    for (const p of patterns) {
      const result = await check(p.source, p.flags);
      // recheck reports polynomial (as well as exponential) backtracking as 'vulnerable'.
      const linear = result.status === 'safe';
      if (!linear) unsafe.push(`${p.file}: /${p.source}/${p.flags} is ${result.status}`);
    }
    expect(unsafe).toEqual([]);
  });

  it('would catch a pattern that backtracks', async () => {
    const result = await check('^https?:\\/\\/[^\\s]+\\.[^\\s]+$', 'i');
    expect(result.status).toBe('vulnerable');
  });
});

import { describe, expect, it } from 'vitest';
import { exerciseLanguageSchema } from './exercises.ts';
import {
  EDITOR_MODES,
  EMBEDDED_LANGUAGES,
  editorModeFor,
  JUDGE_LANGUAGES,
  judgeLanguage,
  languageLabel,
} from './judge-languages.ts';

describe('the table of judge languages (docs/decisions/201-judge-language-registry.md)', () => {
  it('names each language once, the same on the server and the web', () => {
    expect(JUDGE_LANGUAGES.map((l) => [l.id, l.name])).toEqual([
      ['python', 'Python 3'],
      ['javascript', 'JavaScript'],
      ['sql', 'SQL'],
    ]);
    expect(EMBEDDED_LANGUAGES).toEqual(['python', 'javascript', 'sql']);
    expect(new Set(JUDGE_LANGUAGES.map((l) => l.id)).size).toBe(JUDGE_LANGUAGES.length);
    for (const row of JUDGE_LANGUAGES) {
      expect(EDITOR_MODES).toContain(row.editor);
      // Joined into exerciseLanguageSchema's pattern (redos.test.ts checks one instance of it).
      expect(row.id).toMatch(/^[a-z]{1,20}$/);
    }
  });

  it("accepts the table's ids and Judge0's, and nothing else, as an exercise's language", () => {
    for (const id of [...EMBEDDED_LANGUAGES, 'judge0:71'])
      expect(exerciseLanguageSchema.safeParse(id).success).toBe(true);
    for (const id of ['ruby', 'python3', 'judge0:', 'judge0:12345', 'sql|python']) {
      expect(exerciseLanguageSchema.safeParse(id).success, id).toBe(false);
    }
  });

  it("leaves SQL to the embedded engine and matches Judge0's Python 3 and Node.js by name", () => {
    expect(judgeLanguage('sql')?.judge0).toBeNull();
    expect(judgeLanguage('python')?.judge0?.test('Python (3.8.1)')).toBe(true);
    expect(judgeLanguage('python')?.judge0?.test('Python (2.7.17)')).toBe(false);
    expect(judgeLanguage('javascript')?.judge0?.test('JavaScript (Node.js 12.14.0)')).toBe(true);
  });

  it("labels and highlights a language by the table's row, else Judge0's name, else plainly", () => {
    expect(languageLabel('python')).toBe('Python 3');
    expect(languageLabel('judge0:54')).toBe('judge0:54');
    expect(editorModeFor('sql')).toBe('sql');
    expect(editorModeFor('judge0:54', 'C++ (GCC 9.2.0)')).toBe('cpp');
    expect(editorModeFor('judge0:62', 'Java (OpenJDK 13.0.1)')).toBe('java');
    expect(editorModeFor('judge0:46', 'Bash (5.0.0)')).toBe('plain');
    expect(editorModeFor('judge0:99')).toBe('plain');
  });
});

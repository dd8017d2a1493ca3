import type { Submission, TestResult } from '@kalvi/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { TestResults } from './test-results';
import { testTitle, verdictName } from './verdict';

const t = i18n.getFixedT(null, 'classroom') as Parameters<typeof verdictName>[0];

const result = (change: Partial<TestResult>): TestResult => ({
  index: 0,
  sample: true,
  verdict: 'accepted',
  timeMs: 12,
  input: '2 3\n',
  expected: '5\n',
  actual: '5\n',
  stderr: null,
  errorLine: null,
  ...change,
});

describe('verdict labels', () => {
  it('names every verdict, with the line of a runtime or compile error', () => {
    expect(verdictName(t, 'accepted')).toBe('Accepted');
    expect(verdictName(t, 'time_limit')).toBe('Time limit');
    expect(verdictName(t, 'output_limit')).toBe('Output limit');
    expect(verdictName(t, 'runtime_error', 4)).toBe('Runtime error (line 4)');
    expect(verdictName(t, 'compile_error', null)).toBe('Syntax/compile error');
  });

  it('names a hidden test by its number and verdict only', () => {
    expect(testTitle(t, result({ index: 2, sample: false, verdict: 'wrong_answer' }))).toBe(
      'Hidden test 3: Wrong answer',
    );
    expect(testTitle(t, result({ index: 0, verdict: 'memory_limit' }))).toBe('Test 1: Memory limit');
  });

  it('has every verdict in Tamil too', async () => {
    await i18n.changeLanguage('ta');
    try {
      expect(verdictName(t, 'wrong_answer')).toBe('தவறான விடை');
      expect(verdictName(t, 'runtime_error', 7)).toBe('இயக்கப் பிழை (வரி 7)');
      expect(testTitle(t, result({ index: 2, sample: false, verdict: 'wrong_answer' }))).toBe(
        'மறைவான சோதனை 3: தவறான விடை',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('TestResults', () => {
  it('shows a failing sample in full and a hidden test by its verdict alone', () => {
    const submission: Submission = {
      id: 's1',
      exerciseId: 'e1',
      kind: 'submit',
      status: 'done',
      language: 'python',
      code: 'print(4)',
      verdict: 'wrong_answer',
      passed: 1,
      total: 3,
      createdAt: '2026-11-27T10:00:00Z',
      judgedAt: '2026-11-27T10:00:01Z',
      certificateId: null,
      message: null,
      results: [
        result({ index: 0 }),
        result({ index: 1, verdict: 'wrong_answer', actual: '4\n' }),
        result({
          index: 2,
          sample: false,
          verdict: 'wrong_answer',
          input: null,
          expected: null,
          actual: null,
        }),
      ],
    };
    render(<TestResults submission={submission} />);
    expect(screen.getByText('1 of 3 tests passed')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText('Test 2: Wrong answer')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Your output')).toBeVisible();
    const hidden = items[2] as HTMLElement;
    expect(within(hidden).getByText('Hidden test 3: Wrong answer')).toBeInTheDocument();
    expect(within(hidden).queryByText('Input')).toBeNull();
    expect(within(hidden).queryByText('Your output')).toBeNull();
  });
});

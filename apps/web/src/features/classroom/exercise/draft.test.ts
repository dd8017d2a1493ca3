import { describe, expect, it } from 'vitest';
import { keepLocalDraft, localDraft, openingCode } from './draft';

const exercise = (draft: { code: string; savedAt: string } | null) => ({ starterCode: 'starter', draft });

describe('the draft an exercise opens with', () => {
  it('is the starter code when there is no draft anywhere', () => {
    expect(openingCode(exercise(null), null)).toBe('starter');
  });

  it('is the device draft when it is newer than the server draft', () => {
    const server = { code: 'from laptop', savedAt: '2026-11-27T10:00:00Z' };
    const local = { code: 'from this phone', savedAt: '2026-11-27T10:05:00Z' };
    expect(openingCode(exercise(server), local)).toBe('from this phone');
  });

  it('is the server draft when another device saved later', () => {
    const server = { code: 'from laptop', savedAt: '2026-11-27T11:00:00Z' };
    const local = { code: 'from this phone', savedAt: '2026-11-27T10:05:00Z' };
    expect(openingCode(exercise(server), local)).toBe('from laptop');
  });

  it('is the only draft there is, on either side', () => {
    expect(openingCode(exercise({ code: 'server only', savedAt: '2026-11-27T10:00:00Z' }), null)).toBe(
      'server only',
    );
    expect(openingCode(exercise(null), { code: 'device only', savedAt: '2026-11-27T10:00:00Z' })).toBe(
      'device only',
    );
  });

  it('keeps the device draft per exercise and ignores a damaged entry', () => {
    keepLocalDraft('e1', 'print(1)', new Date('2026-11-27T09:00:00Z'));
    expect(localDraft('e1')).toEqual({ code: 'print(1)', savedAt: '2026-11-27T09:00:00.000Z' });
    expect(localDraft('e2')).toBeNull();
    window.localStorage.setItem('kalvi:exercise-draft:e3', '{not json');
    expect(localDraft('e3')).toBeNull();
  });
});

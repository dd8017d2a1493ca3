import type { Submission } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubmission } from '../api/exercise-api';
import { pollDelay } from './polling';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: Submission['status']) =>
  new Response(
    JSON.stringify({
      success: true,
      data: {
        id: 's1',
        exerciseId: 'e1',
        kind: 'run',
        status,
        language: 'python',
        code: 'print(5)',
        verdict: status === 'done' ? 'accepted' : null,
        passed: status === 'done' ? 2 : 0,
        total: 2,
        results: [],
        createdAt: '2026-11-27T10:00:00Z',
        judgedAt: null,
        certificateId: null,
        message: null,
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('polling a submission', () => {
  it('waits 700 ms, then a little longer each time, never more than 2 s', () => {
    expect(pollDelay(1)).toBe(700);
    expect(pollDelay(2)).toBe(875);
    expect(pollDelay(3)).toBeGreaterThan(875);
    expect(pollDelay(20)).toBe(2000);
  });

  it('asks again while queued or running and stops once done', async () => {
    fetchMock
      .mockResolvedValueOnce(answer('queued'))
      .mockResolvedValueOnce(answer('running'))
      .mockResolvedValueOnce(answer('done'));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSubmission('s1'), { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.data?.status).toBe('queued');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(result.current.data?.status).toBe('running');
    await act(() => vi.advanceTimersByTimeAsync(875));
    expect(result.current.data?.status).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/exercise-submissions/s1');
  });
});

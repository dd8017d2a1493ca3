import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/stores/auth-store';
import { aLearner } from '../../test/learner';
import { ExercisesSolved } from './exercises-solved';

const fetchMock = vi.fn<typeof fetch>();

function renderCount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ExercisesSolved />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.setState({ user: aLearner() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null });
});

describe('ExercisesSolved', () => {
  it('shows the count the server keeps at /api/exercises/solved-count', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ success: true, data: { solved: 7 } }));
    renderCount();
    expect(await screen.findByText('Exercises solved: 7')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/exercises/solved-count');
  });

  it('shows nothing rather than a wrong zero when the count cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ success: false, message: 'Down' }, { status: 500 }));
    renderCount();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Exercises solved/)).toBeNull();
  });
});

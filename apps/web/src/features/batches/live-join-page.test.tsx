import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUiStore } from '../../lib/stores/ui-store';
import { aLearner } from '../../test/learner';
import { LiveJoinPage, leaveFor } from './live-join-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/live/s3']}>
        <Routes>
          <Route path="/live/:sessionId" element={<LiveJoinPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, isLoading: false, checked: false });
});

describe('LiveJoinPage', () => {
  it('joins once and sends the member to the meeting', async () => {
    useAuthStore.setState({ user: aLearner(), isLoading: false, checked: true });
    const went = vi.spyOn(leaveFor, 'meeting').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      json(200, { success: true, data: { sessionId: 's3', meetingUrl: 'https://meet.example/kalvi-ab' } }),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'Open the meeting' })).toHaveAttribute(
      'href',
      'https://meet.example/kalvi-ab',
    );
    expect(went).toHaveBeenCalledWith('https://meet.example/kalvi-ab');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/live/s3/join');
  });

  it("shows the server's refusal in the learner's words", async () => {
    useAuthStore.setState({ user: aLearner(), isLoading: false, checked: true });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/join')
        ? json(403, { success: false, message: 'This session belongs to a batch you are not in' })
        : json(200, {
            success: true,
            data: { timeZone: 'Asia/Kolkata', next: null, thisWeek: [], past: [] },
          }),
    );
    renderPage();
    expect(await screen.findByTestId('join-refusal')).toHaveTextContent(
      'This session belongs to a batch you are not in',
    );
    expect(screen.getByRole('link', { name: 'Back to my timetable' })).toHaveAttribute(
      'href',
      '/learn/timetable',
    );
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    useAuthStore.setState({ user: null, isLoading: false, checked: true });
    renderPage();
    screen.getByRole('button', { name: 'Sign in to join' }).click();
    expect(useUiStore.getState()).toMatchObject({ showAuthModal: true, authModalType: 'login' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

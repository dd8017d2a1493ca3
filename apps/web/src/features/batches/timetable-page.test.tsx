import type { TimetableSession } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimetablePage } from './timetable-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NOW = new Date('2026-12-07T13:20:00Z').getTime();
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

function session(
  id: string,
  number: number,
  startsIn: number,
  extra: Partial<TimetableSession> = {},
): TimetableSession {
  return {
    id,
    batchId: 'b1',
    courseId: 'c1',
    courseTitle: 'Full Stack Web Development',
    courseTitleTa: null,
    language: 'en',
    number,
    startsAt: at(startsIn),
    endsAt: at(startsIn + 90),
    status: 'scheduled',
    joinPath: `/live/${id}`,
    joinOpensAt: at(startsIn - 15),
    recordingUrl: null,
    attended: false,
    ...extra,
  };
}

function renderPage(data: unknown) {
  fetchMock.mockResolvedValue(json(200, { success: true, data }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TimetablePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TimetablePage', () => {
  it('opens Join 15 minutes before the start and counts down to it', async () => {
    const next = session('s3', 3, 10);
    renderPage({ timeZone: 'Asia/Kolkata', next, thisWeek: [next, session('s4', 4, 2 * 24 * 60)], past: [] });
    const card = await screen.findByTestId('next-session');
    expect(within(card).getByText(/Full Stack Web Development · Live session 3/)).toBeInTheDocument();
    expect(within(card).getByTestId('countdown')).toHaveTextContent('10 min 0 s');
    expect(within(card).getByRole('link', { name: 'Join live session 3' })).toHaveAttribute(
      'href',
      '/live/s3',
    );
    // Session 4 is two days away: its Join is a disabled button saying when it opens.
    const later = screen.getByRole('button', { name: /Join opens at/ });
    expect(later).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Download live session 4 as a calendar file' })).toHaveAttribute(
      'href',
      '/api/me/sessions/s4.ics',
    );
    expect(within(card).getByText(/IST$/)).toHaveTextContent('IST');
  });

  it('shows past sessions with attendance and the recording, and cancelled ones marked', async () => {
    renderPage({
      timeZone: 'Asia/Kolkata',
      next: null,
      thisWeek: [session('s9', 9, 60, { status: 'cancelled' })],
      past: [
        session('s2', 2, -2 * 24 * 60, { attended: true, recordingUrl: 'https://videos.example/s2' }),
        session('s1', 1, -4 * 24 * 60),
      ],
    });
    expect(
      await screen.findByRole('link', { name: 'Watch the recording of live session 2' }),
    ).toHaveAttribute('href', 'https://videos.example/s2');
    expect(screen.getByText('Attended')).toBeInTheDocument();
    expect(screen.getByText('Not attended')).toBeInTheDocument();
    expect(screen.getByText('Recording not yet available')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join live session 9/ })).not.toBeInTheDocument();
  });

  it('says so when the learner is in no batch', async () => {
    renderPage({ timeZone: 'Asia/Kolkata', next: null, thisWeek: [], past: [] });
    expect(await screen.findByText('You are not in a batch yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });
});

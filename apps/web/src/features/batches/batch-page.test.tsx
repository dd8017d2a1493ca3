import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyBatch } from './api/batch-api';
import { BatchPage } from './batch-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const mine = (startsAt: string, extra: Partial<MyBatch['batch']> = {}): MyBatch => ({
  batch: {
    id: 'b1',
    courseId: 'c1',
    courseSlug: 'full-stack',
    courseTitle: 'Full Stack Web Development',
    language: 'ta',
    startsOn: '2033-01-03',
    timeZone: 'Asia/Kolkata',
    instructorName: 'Meena',
    status: 'open',
    movesLeft: 1,
    ...extra,
  },
  sessions: [
    {
      id: 's1',
      number: 1,
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 90 * 60_000).toISOString(),
      status: 'scheduled',
      recordingUrl: null,
      attended: false,
      joinPath: '/live/s1',
    },
  ],
  attendance: { attended: 0, held: 0 },
  certificate: { requiredPercent: 75, attendedPercent: 0 },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/learn/batches/b1']}>
        <Routes>
          <Route path="/learn/batches/:batchId" element={<BatchPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('BatchPage', () => {
  it('shows attendance and certificate progress, and moves to a later batch with a seat', async () => {
    let moved: unknown;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/me/batches/b1')
        return json(200, { success: true, data: mine('2033-01-03T13:30:00Z') });
      if (url.startsWith('/api/batches?courseId=c1'))
        return json(200, {
          success: true,
          data: [
            { id: 'b1', language: 'ta', startDate: '2033-01-03', seatsLeft: 3 },
            { id: 'b2', language: 'en', startDate: '2033-02-07', seatsLeft: 0 },
            { id: 'b3', language: 'ta', startDate: '2033-03-07', seatsLeft: 5 },
          ],
        });
      if (url === '/api/me/batches/b1/move') {
        moved = JSON.parse(String(init?.body));
        return json(409, { success: false, message: 'This batch is full' });
      }
      throw new Error(`unexpected ${url}`);
    });
    renderPage();
    expect(await screen.findByTestId('attendance')).toHaveTextContent('0 of 0 sessions attended');
    expect(screen.getByText(/needs 75% of live sessions attended; you are at 0%/)).toBeInTheDocument();
    const choice = await screen.findByLabelText('Later batch');
    expect(choice.querySelectorAll('option')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move to this batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This batch is full');
    expect(moved).toEqual({ toBatchId: 'b3' });
  });

  it('says a session joined before it ends is attended', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    const joined = mine(soon);
    joined.sessions = joined.sessions.map((s) => ({ ...s, attended: true }));
    joined.attendance = { attended: 1, held: 1 };
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/me/batches/b1'
        ? json(200, { success: true, data: joined })
        : json(200, { success: true, data: [] }),
    );
    renderPage();
    expect(await screen.findByTestId('attendance')).toHaveTextContent('1 of 1 sessions attended');
    expect(screen.getByText('Attended')).toBeInTheDocument();
    expect(screen.queryByText('Not attended')).not.toBeInTheDocument();
  });

  it('offers no move once it is used', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/me/batches/b1'
        ? json(200, { success: true, data: mine('2033-01-03T13:30:00Z', { movesLeft: 0 }) })
        : json(200, { success: true, data: [] }),
    );
    renderPage();
    expect(await screen.findByText('You have already used your move.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to this batch' })).not.toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoveBatch } from './move-batch';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const batch = (id: string, language: 'ta' | 'en', startDate: string, seatsLeft = 10) => ({
  id,
  language,
  startDate,
  timeZone: 'Asia/Kolkata',
  weekdays: [1, 3, 5],
  startTime: '19:00',
  durationMinutes: 90,
  firstSessionAt: `${startDate}T13:30:00Z`,
  sessionCount: 24,
  enrolmentDeadline: `${startDate}T13:30:00Z`,
  instructorName: 'Karthik',
  seatsLeft,
});

function renderIt(movesLeft = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MoveBatch batchId="b1" courseId="c1" movesLeft={movesLeft} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('MoveBatch', () => {
  it('offers the course’s other batches with a seat and moves to the chosen one', async () => {
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/batches?courseId=c1'))
        return json(200, {
          success: true,
          data: [
            batch('b1', 'ta', '2027-01-04'),
            batch('b2', 'en', '2027-02-01'),
            batch('b3', 'ta', '2027-03-01', 0),
          ],
        });
      bodies.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return json(200, { success: true, message: 'You have moved to the new batch' });
    });
    renderIt();
    const select = await screen.findByLabelText('Batch to move to');
    expect(select.querySelectorAll('option')).toHaveLength(1);
    expect(select).toHaveTextContent(/Taught in English · starts 1 February 2027 · Mon, Wed, Fri/);
    await userEvent.click(screen.getByRole('button', { name: 'Move to this batch' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ url: '/api/me/batches/b1/move', body: { toBatchId: 'b2' } }]),
    );
  });

  it('says the one move is used', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true, data: [] }));
    renderIt(0);
    expect(await screen.findByText(/You have used your one move/)).toBeVisible();
  });
});

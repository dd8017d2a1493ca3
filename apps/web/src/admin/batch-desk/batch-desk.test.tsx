import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import enStrings from '../../locales/en/batchdesk.json';
import { BatchDeskSection } from './batch-desk-section';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const batch = {
  id: 'b1',
  courseId: 'c1',
  language: 'ta',
  startDate: '2033-01-03',
  timeZone: 'Asia/Kolkata',
  weekdays: [1, 3, 5],
  startTime: '19:00',
  durationMinutes: 90,
  firstSessionAt: '2033-01-03T13:30:00.000Z',
  sessionCount: 2,
  enrolmentDeadline: '2033-01-03T13:30:00.000Z',
  instructorName: 'Meena',
  lastSessionAt: '2033-01-05T13:30:00.000Z',
  instructorId: 'i1',
  seats: 30,
  seatsTaken: 12,
  fillPercent: 40,
  status: 'open',
  createdAt: '2032-12-01T00:00:00.000Z',
};
const session = (n: number) => ({
  id: `s${n}`,
  batchId: 'b1',
  number: n,
  startsAt: `2033-01-0${1 + 2 * n}T13:30:00.000Z`,
  endsAt: `2033-01-0${1 + 2 * n}T15:00:00.000Z`,
  status: 'scheduled',
  sequence: 0,
  instructorId: 'i1',
  instructorName: 'Meena',
  meetingUrl: 'https://meet.jit.si/kalvi-x',
  recordingUrl: null,
  attended: 0,
});

type Handler = (url: string, init?: RequestInit) => Response | undefined;
function serve(handler: Handler) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const answer = handler(url, init);
    if (answer) return answer;
    if (url.startsWith('/api/admin/courses/c1/batches'))
      return json(200, {
        success: true,
        data: [batch],
        pagination: { current_page: 1, total_pages: 1, total_items: 1, items_per_page: 50 },
      });
    if (url.startsWith('/api/admin/courses/c1'))
      return json(200, { success: true, data: { id: 'c1', title: 'Full Stack Web Development' } });
    if (url.startsWith('/api/admin/course-instructors'))
      return json(200, { success: true, data: [{ id: 'i1', name: 'Meena', title: '' }] });
    if (url === '/api/admin/batches/b1')
      return json(200, { success: true, data: { batch, sessions: [session(1), session(2)] } });
    if (url === '/api/admin/batches/b1/attendance')
      return json(200, {
        success: true,
        data: {
          sessions: [{ id: 's1', number: 1, startsAt: session(1).startsAt, status: 'scheduled' }],
          learners: [
            { userId: 'u1', name: 'Kavya Raman', email: 'kavya@example.com', attendedSessionIds: ['s1'] },
          ],
        },
      });
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
  });
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/courses/:courseId/batches/*" element={<BatchDeskSection />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => i18n.addResourceBundle('en', 'batchdesk', enStrings));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the batch desk', () => {
  it("lists a course's batches with their fill rate", async () => {
    serve(() => undefined);
    renderAt('/admin/courses/c1/batches');
    expect(
      await screen.findByRole('heading', { name: 'Batches: Full Stack Web Development' }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 of 30')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '40% of seats taken' })).toBeInTheDocument();
    // Once in its column, once under the date for phones.
    expect(screen.getAllByText(/Mon, Wed, Fri · 19:00/)).toHaveLength(2);
  });

  it('sends the pattern with its holidays and shows the refusal the server gives', async () => {
    let sent: unknown;
    serve((_url, init) => {
      if (init?.method !== 'POST') return undefined;
      sent = JSON.parse(String(init.body));
      return json(400, { success: false, message: 'A batch cannot start in the past' });
    });
    renderAt('/admin/courses/c1/batches/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First date'), '2033-01-03');
    await user.click(screen.getByLabelText('Tue'));
    await user.type(screen.getByLabelText('Holidays to skip'), '2033-01-05, 2033-01-07');
    await user.click(screen.getByRole('button', { name: 'Create batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A batch cannot start in the past');
    expect(sent).toMatchObject({
      language: 'ta',
      startDate: '2033-01-03',
      weekdays: [1, 2, 3, 5],
      startTime: '19:00',
      durationMinutes: 90,
      weeks: 4,
      seats: 30,
      skipDates: ['2033-01-05', '2033-01-07'],
    });
  });

  it('shows why seats cannot go below those taken, and the attendance grid with its CSV', async () => {
    serve((url, init) =>
      init?.method === 'PATCH' && url === '/api/admin/batches/b1'
        ? json(400, { success: false, message: 'Seats cannot go below the 12 already taken' })
        : undefined,
    );
    renderAt('/admin/courses/c1/batches/b1');
    const user = userEvent.setup();
    const seats = await screen.findByLabelText('Seats (1–1000)');
    await user.clear(seats);
    await user.type(seats, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Seats cannot go below the 12 already taken')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/batches/b1/attendance.csv',
    );
    expect(await screen.findByRole('checkbox', { name: 'Kavya Raman attended session 1' })).toBeChecked();
    expect(
      within(screen.getByTestId('session-2')).getByRole('button', { name: 'Edit session 2' }),
    ).toBeEnabled();
  });
});

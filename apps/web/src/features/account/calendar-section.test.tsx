import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarSection } from './calendar-section';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const linkOf = (secret: string) => ({
  feedUrl: `https://kalvi.example/api/calendar/${secret}.ics`,
  webcalUrl: `webcal://kalvi.example/api/calendar/${secret}.ics`,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CalendarSection />
    </QueryClientProvider>,
  );
}

describe('CalendarSection', () => {
  it('offers webcal, Google Calendar and the address, and resets it only after confirming', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? json(200, {
            success: true,
            message: 'Your calendar link is new; the old one no longer works',
            data: linkOf('new'),
          })
        : json(200, { success: true, data: linkOf('old') }),
    );
    renderSection();
    expect(await screen.findByRole('link', { name: /Subscribe in my calendar/ })).toHaveAttribute(
      'href',
      'webcal://kalvi.example/api/calendar/old.ics',
    );
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent('webcal://kalvi.example/api/calendar/old.ics')}`,
    );
    expect(screen.getByLabelText('Your private calendar address')).toHaveValue(
      'https://kalvi.example/api/calendar/old.ics',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Reset link/ }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Keep the link' }));
    await user.click(screen.getByRole('button', { name: /Reset link/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByDisplayValue('https://kalvi.example/api/calendar/new.ics')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's message when the link cannot be loaded", async () => {
    fetchMock.mockResolvedValue(json(503, { success: false, message: 'Service is temporarily unavailable' }));
    renderSection();
    expect(await screen.findByText('Service is temporarily unavailable')).toBeInTheDocument();
  });
});

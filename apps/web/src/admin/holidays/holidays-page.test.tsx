import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import strings from '../../locales/en/holidaysadmin.json';
import { HolidaysPage } from './holidays-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pongal = { id: 'h1', date: '2027-01-14', nameEn: 'Pongal', nameTa: 'பொங்கல்' };
const list = (holidays: object[]) =>
  json(200, { success: true, data: { from: '2026-12-07', to: '2027-12-07', holidays } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HolidaysPage />
    </QueryClientProvider>,
  );
}

describe('the console’s holidays', () => {
  // The console's strings load with its own chunk; here they are added by hand.
  beforeAll(() => {
    i18n.addResourceBundle('en', 'holidaysadmin', strings);
  });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the year’s holidays in both languages and adds one, then shows it', async () => {
    const saved: object[] = [];
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as object;
        sent.push(body);
        saved.push({ id: 'h2', ...body });
        return json(201, { success: true, message: 'Holiday added', data: { id: 'h2', ...body } });
      }
      expect(String(input)).toContain('/api/admin/holidays');
      return list([pongal, ...saved]);
    });
    renderPage();
    const holidays = await screen.findByRole('list', { name: 'Holidays in the year ahead' });
    expect(holidays).toHaveTextContent('14 January 2027');
    expect(holidays).toHaveTextContent('Pongal · பொங்கல்');

    const user = userEvent.setup();
    // Both names are needed: the Tamil one missing, nothing is sent.
    await user.type(screen.getByLabelText('Date'), '2027-04-14');
    await user.type(screen.getByLabelText('Name in English'), 'Tamil New Year');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Enter the holiday’s name in Tamil')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Name in Tamil'), 'தமிழ்ப் புத்தாண்டு');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await within(holidays).findByText(/Tamil New Year/)).toBeVisible();
    expect(sent).toEqual([{ date: '2027-04-14', nameEn: 'Tamil New Year', nameTa: 'தமிழ்ப் புத்தாண்டு' }]);
    expect(screen.getByLabelText('Name in English')).toHaveValue('');
  });

  it('shows the server’s refusal of a day that already is a holiday under the form', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? json(409, { success: false, message: 'That date is already a holiday' })
        : list([pongal]),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date'), '2027-01-14');
    await user.type(screen.getByLabelText('Name in English'), 'Pongal');
    await user.type(screen.getByLabelText('Name in Tamil'), 'பொங்கல்');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('That date is already a holiday')).toBeVisible();
  });

  it('removes a holiday after asking, and says when there are none left', async () => {
    let holidays: object[] = [pongal];
    const removed: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') {
        removed.push(String(input));
        holidays = [];
        return json(200, { success: true, message: 'Holiday removed', data: pongal });
      }
      return list(holidays);
    });
    vi.stubGlobal('confirm', () => true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No holidays in the year ahead')).toBeVisible();
    expect(removed).toEqual(['/api/admin/holidays/h1']);
  });
});

import type { NotificationPreferences } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationStrings } from '../../lib/notification-strings';
import { NotificationPreferencesSection } from './notification-preferences-section';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const channels = { email: true, whatsapp: true };
function prefs(whatsapp: Partial<NotificationPreferences['whatsapp']>): NotificationPreferences {
  return {
    kinds: {
      answer: channels,
      review: channels,
      certificate: channels,
      reminder: channels,
      announcement: channels,
    },
    whatsapp: {
      phone: null,
      optedInAt: null,
      status: 'off',
      confirmedAt: null,
      codeExpiresAt: null,
      ...whatsapp,
    },
  };
}
const unconfirmed = prefs({
  phone: '+919876543210',
  optedInAt: '2026-12-07T07:00:00Z',
  status: 'unconfirmed',
  codeExpiresAt: '2026-12-07T07:10:00Z',
});
const confirmed = prefs({
  ...unconfirmed.whatsapp,
  status: 'confirmed',
  confirmedAt: '2026-12-07T07:02:00Z',
  codeExpiresAt: null,
});
const saved = (data: NotificationPreferences, message = 'done') =>
  json(200, { success: true, message, data });

beforeAll(() => notificationStrings('en'));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Inside an awaited act: the section suspends until its strings are in, and act lets React retry it. */
async function renderIt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <Suspense>
          <NotificationPreferencesSection />
        </Suspense>
      </QueryClientProvider>,
    );
  });
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('WhatsApp on the profile', () => {
  it('sends a code to the number, shows what to do, refuses a short code here, shows the server’s refusal under the field, then confirms', async () => {
    const u = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: prefs({}) }));
    await renderIt();
    const box = await screen.findByTestId('whatsapp-opt-in');
    await u.type(within(box).getByLabelText('Indian mobile number'), '98765 43210');
    fetchMock.mockResolvedValueOnce(saved(unconfirmed));
    await u.click(within(box).getByRole('button', { name: 'Send code' }));
    expect(await within(box).findByText('We sent a code to +91 98765 43210 on WhatsApp.')).toBeVisible();
    expect(within(box).getByText('Not confirmed')).toBeVisible();
    expect(
      within(box).getByText(/\+91 98765 43210 is not confirmed yet\. Nothing is sent to it/),
    ).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ phone: '98765 43210' });

    const code = within(box).getByLabelText('Code from WhatsApp');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await u.type(code, '123');
    await u.click(within(box).getByRole('button', { name: 'Confirm number' }));
    expect(within(box).getByText('Enter the 6-digit code from WhatsApp.')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await u.clear(code);
    await u.type(code, '111111');
    const wrong = 'That code is not right. Check the latest WhatsApp message from Kalvi and try again';
    fetchMock.mockResolvedValueOnce(json(400, { success: false, message: wrong }));
    await u.click(within(box).getByRole('button', { name: 'Confirm number' }));
    expect(await within(box).findByText(wrong)).toBeVisible();

    await u.clear(code);
    await u.type(code, '424242');
    fetchMock.mockResolvedValueOnce(saved(confirmed));
    await u.click(within(box).getByRole('button', { name: 'Confirm number' }));
    expect(await within(box).findByText('Your number is confirmed. WhatsApp messages are on.')).toBeVisible();
    expect(within(box).getByText('Confirmed')).toBeVisible();
    expect(within(box).getByText(/^On for \+91 98765 43210 since/)).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[3]?.[1]?.body))).toEqual({ code: '424242' });
    expect(calls()).toEqual([
      'GET /api/notifications/preferences',
      'PUT /api/notifications/whatsapp',
      'POST /api/notifications/whatsapp/confirm',
      'POST /api/notifications/whatsapp/confirm',
    ]);
  });

  it('asks for a code for a number given before codes existed, and changing a confirmed number sends a code to the new one', async () => {
    const u = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        data: { ...unconfirmed, whatsapp: { ...unconfirmed.whatsapp, codeExpiresAt: null } },
      }),
    );
    await renderIt();
    const box = await screen.findByTestId('whatsapp-opt-in');
    expect(await within(box).findByText(/is not confirmed yet, so nothing is sent to it/)).toBeVisible();
    expect(within(box).queryByLabelText('Code from WhatsApp')).toBeNull();
    fetchMock.mockResolvedValueOnce(saved(confirmed));
    await u.click(within(box).getByRole('button', { name: 'Send code' }));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ phone: '+919876543210' });

    await u.click(await within(box).findByRole('button', { name: 'Change number' }));
    expect(within(box).getByText(/nothing is sent on WhatsApp until you confirm it/)).toBeVisible();
    await u.click(within(box).getByRole('button', { name: 'Cancel' }));
    expect(within(box).getByRole('button', { name: 'Change number' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

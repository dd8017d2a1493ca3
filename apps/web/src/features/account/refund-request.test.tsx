import type { OrderSummary } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefundRequest } from './refund-request';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const order = {
  id: 'o1',
  item: { kind: 'course', id: 'c1', title: 'Python for Data Science' },
} as unknown as OrderSummary;
const deadline = '2026-11-26T10:00:00Z';

function standing(fields: object) {
  return json(200, {
    success: true,
    data: [
      {
        orderId: 'o1',
        verdict: { allowed: true, reason: 'allowed', deadline },
        requestedAt: null,
        resolvedAt: null,
        ...fields,
      },
    ],
  });
}

function renderIt(orders: OrderSummary[] = [order]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {orders.map((o) => (
          <RefundRequest key={o.id} order={o} />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('RefundRequest', () => {
  it('offers the button while the policy allows, asks for a reason, and shows the request once sent', async () => {
    let asked = false;
    const bodies: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/refund-requests/mine'))
        return asked ? standing({ requestedAt: '2026-11-24T09:00:00Z' }) : standing({});
      bodies.push(JSON.parse(String(init?.body)));
      asked = true;
      return json(201, { success: true, message: 'Your refund request has been sent.' });
    });
    renderIt();
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    expect(dialog).toHaveTextContent('Python for Data Science');

    // A reason is needed: nothing is sent without one.
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please tell us in a few words why you want a refund')).toBeVisible();
    expect(bodies).toEqual([]);

    await userEvent.type(screen.getByLabelText('Why do you want a refund?'), 'Not what I expected');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Refund requested on/)).toBeVisible();
    expect(bodies).toEqual([{ orderId: 'o1', reason: 'Not what I expected' }]);
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });

  it('offers nothing outside the policy', async () => {
    const older = { ...order, id: 'o2', item: { ...order.item, title: 'SQL Basics' } } as OrderSummary;
    fetchMock.mockImplementation(async () =>
      json(200, {
        success: true,
        data: [
          {
            orderId: 'o1',
            verdict: { allowed: true, reason: 'allowed', deadline },
            requestedAt: null,
            resolvedAt: null,
          },
          {
            orderId: 'o2',
            verdict: { allowed: false, reason: 'window_closed', deadline },
            requestedAt: null,
            resolvedAt: null,
          },
        ],
      }),
    );
    renderIt([order, older]);
    // Once the answer is in, only the order within the policy has the button.
    await screen.findByRole('button', { name: 'Request a refund' });
    expect(screen.getAllByRole('button', { name: 'Request a refund' })).toHaveLength(1);
  });

  it('says why there is no button once a live session was attended', async () => {
    fetchMock.mockImplementation(async () =>
      standing({ verdict: { allowed: false, reason: 'live_attended', deadline } }),
    );
    renderIt();
    expect(await screen.findByText(/you have joined a live session of this course/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/mine')
        ? standing({})
        : json(422, { success: false, message: 'A refund is not possible once the event has started' }),
    );
    renderIt();
    await userEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    await userEvent.type(await screen.findByLabelText('Why do you want a refund?'), 'Plans changed');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('A refund is not possible once the event has started')).toBeVisible();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyLearningSection } from './my-learning-section';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers by path, so the two queries may run in any order. */
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const match = Object.keys(routes).find((path) => url.startsWith(`/api${path}`));
    if (!match) throw new Error(`unexpected ${url}`);
    return (routes[match] as () => Response)();
  });
}

const emptyOrders = () =>
  json(200, {
    success: true,
    data: [],
    pagination: { current_page: 1, total_pages: 1, total_items: 0, items_per_page: 5 },
  });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyLearningSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('MyLearningSection', () => {
  it('lists courses with links, events, and paid orders with their invoice', async () => {
    serve({
      '/enrollments/mine': () =>
        json(200, {
          success: true,
          data: {
            courses: [
              {
                id: 'c1',
                title: 'React.js from Zero',
                category: 'Web Development',
                enrolledAt: '2026-11-20T10:00:00Z',
                progress: { completed: 3, total: 9 },
                nextLessonId: 'l4',
                certificateId: null,
              },
            ],
            events: [],
          },
        }),
      '/payments/orders': () =>
        json(200, {
          success: true,
          data: [
            {
              id: 'order_1',
              item: { kind: 'course', id: 'c1', title: 'React.js from Zero' },
              amount: 4999,
              discount: 50_000,
              credit: 10_000,
              currency: 'INR',
              status: 'paid',
              createdAt: '2026-11-20T10:00:00Z',
              paidAt: '2026-11-20T10:01:00Z',
              paymentId: 'pay_1',
              invoiceNumber: 'INV-1001',
              invoiceUrl: '/api/payments/invoices/x?token=t',
              creditNotes: [
                {
                  id: 'cn1',
                  number: 'CN/2627/000001',
                  amount: 100000,
                  issuedAt: '2026-11-21T10:00:00Z',
                  url: '/api/payments/credit-notes/cn1?token=t',
                },
              ],
            },
          ],
          pagination: { current_page: 1, total_pages: 1, total_items: 1, items_per_page: 5 },
        }),
    });
    renderSection();
    expect(await screen.findByRole('link', { name: 'React.js from Zero' })).toHaveAttribute(
      'href',
      '/courses?course=c1',
    );
    expect(screen.getByText('No events yet.')).toBeInTheDocument();
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText(/₹4,999 · November 20, 2026 · INV-1001/)).toBeInTheDocument();
    // What came off the list price: the coupon and the referral credit (decisions 181, 182).
    expect(screen.getByText('Discount −₹500 · Referral credit −₹100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the invoice for React.js from Zero' })).toHaveAttribute(
      'href',
      '/api/payments/invoices/x?token=t',
    );
    // A refund's credit note is downloaded beside the invoice.
    expect(
      screen.getByRole('link', { name: 'Credit note CN/2627/000001 for React.js from Zero' }),
    ).toHaveAttribute('href', '/api/payments/credit-notes/cn1?token=t');
  });

  it("shows each course's progress with a Continue link to the next lesson, and certificates", async () => {
    serve({
      '/enrollments/mine': () =>
        json(200, {
          success: true,
          data: {
            courses: [
              {
                id: 'c1',
                title: 'React.js from Zero',
                category: 'Web Development',
                enrolledAt: '2026-11-20T10:00:00Z',
                progress: { completed: 3, total: 9 },
                nextLessonId: 'l4',
                certificateId: null,
              },
              {
                id: 'c2',
                title: 'Python Basics',
                category: 'Programming',
                enrolledAt: '2026-11-01T10:00:00Z',
                progress: { completed: 5, total: 5 },
                nextLessonId: null,
                certificateId: 'KLV-0123456789ABCDEFGHJK',
              },
            ],
            events: [
              {
                id: 'e1',
                title: 'React Workshop',
                startDate: '2026-11-10T10:00:00Z',
                mode: 'online',
                enrolledAt: '2026-11-02T10:00:00Z',
                certificateId: 'KLV-ZZZZZZZZZZZZZZZZZZZZ',
              },
            ],
          },
        }),
      '/payments/orders': emptyOrders,
    });
    renderSection();
    expect(await screen.findByText('3 of 9 lessons done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress in React.js from Zero' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    expect(screen.getByRole('link', { name: 'Continue React.js from Zero' })).toHaveAttribute(
      'href',
      '/learn/c1/l4',
    );
    // A finished course has nothing to continue, and links its certificate instead.
    expect(screen.queryByRole('link', { name: 'Continue Python Basics' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Certificate for Python Basics' })).toHaveAttribute(
      'href',
      '/certificates/KLV-0123456789ABCDEFGHJK',
    );
    expect(screen.getByRole('link', { name: 'Certificate for React Workshop' })).toHaveAttribute(
      'href',
      '/certificates/KLV-ZZZZZZZZZZZZZZZZZZZZ',
    );
  });

  it('invites a learner with nothing yet to browse courses', async () => {
    serve({
      '/enrollments/mine': () => json(200, { success: true, data: { courses: [], events: [] } }),
      '/payments/orders': emptyOrders,
    });
    renderSection();
    expect(await screen.findByText('No courses or events yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it("shows the server's message when loading fails, and Try Again loads it", async () => {
    let fail = true;
    serve({
      '/enrollments/mine': () =>
        fail
          ? json(503, { success: false, message: 'The database is not answering' })
          : json(200, { success: true, data: { courses: [], events: [] } }),
      '/payments/orders': emptyOrders,
    });
    renderSection();
    expect(await screen.findByText('The database is not answering')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No courses or events yet')).toBeInTheDocument();
  });
});

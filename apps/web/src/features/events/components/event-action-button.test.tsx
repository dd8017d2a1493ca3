import type { EventItem } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';
import { CheckoutError, checkout } from '../../../lib/checkout';
import { previewPrice } from '../../../lib/price-preview';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useUiStore } from '../../../lib/stores/ui-store';
import { toast } from '../../../lib/toast';
import { aLearner } from '../../../test/learner';
import { EventActionButton } from './event-action-button';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../../lib/price-preview', () => ({ previewPrice: vi.fn() }));
vi.mock('../../../lib/checkout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/checkout')>()),
  checkout: vi.fn(),
}));

const event: EventItem = {
  _id: 'ev-1',
  title: 'Git & GitHub Hands-on Workshop',
  description: 'A day of Git.',
  title_ta: null,
  description_ta: null,
  image_url: '',
  status: 'upcoming',
  type: 'workshop',
  mode: 'offline',
  location: 'Coimbatore',
  category: 'Web Development',
  start_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  end_date: new Date(Date.now() + 5.25 * 86_400_000).toISOString(),
  registration_deadline: new Date(Date.now() + 4 * 86_400_000).toISOString(),
  duration_days: 0,
  duration_hours: 6,
  registered_participants: 37,
  max_participants: 40,
  available_spots: 3,
  is_full: false,
  is_free: true,
  price: 0,
  original_price: 0,
  certifications: true,
  instructor: { name: 'Vignesh', title: 'Engineer' },
  skills_covered: [],
  prerequisites: [],
};
const verified = {
  orderId: 'o',
  paymentId: 'p',
  amountPaid: 4999,
  enrolledCourses: [],
  enrolledEvents: ['ev-2'],
  invoiceUrl: '/api/payments/invoice/p',
};
const paid: EventItem = { ...event, _id: 'ev-2', is_free: false, price: 4999, original_price: 7999 };

const learner = aLearner({
  firstName: 'Priya',
  lastName: 'Raman',
  fullName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '9876543210',
});

function renderButton(item: EventItem) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <EventActionButton event={item} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(previewPrice).mockImplementation(async ({ code }) => ({
    code: code ? code.toUpperCase() : '',
    listPrice: 499_900,
    discount: code ? 100_000 : 0,
    credit: 0,
    total: code ? 399_900 : 499_900,
  }));
  useAuthStore.setState({ user: null });
  useUiStore.setState({ showAuthModal: false });
});

describe('EventActionButton', () => {
  it('asks a visitor to log in and opens the login dialog', async () => {
    const post = vi.spyOn(api, 'post');
    renderButton(event);
    await userEvent.click(screen.getByRole('button', { name: 'Enroll for Free' }));
    expect(toast.error).toHaveBeenCalledWith('Please login to enroll');
    expect(useUiStore.getState()).toMatchObject({ showAuthModal: true, authModalType: 'login' });
    expect(post).not.toHaveBeenCalled();
  });

  it('enrols a learner in a free event and turns into ✓ Enrolled', async () => {
    useAuthStore.setState({ user: learner });
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ success: true, message: 'Enrolled successfully!', enrolledEvents: ['ev-1'] });
    renderButton(event);
    await userEvent.click(screen.getByRole('button', { name: 'Enroll for Free' }));
    expect(post).toHaveBeenCalledWith('/events/enroll/{eventId}', undefined, { params: { eventId: 'ev-1' } });
    expect(toast.success).toHaveBeenCalledWith('Enrolled successfully!');
    expect(useAuthStore.getState().user?.enrolledEvents).toEqual(['ev-1']);
    const enrolled = await screen.findByRole('button', { name: '✓ Enrolled' });
    await userEvent.click(enrolled);
    expect(toast.info).toHaveBeenCalledWith('You are already enrolled in this event!');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal", async () => {
    useAuthStore.setState({ user: learner });
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(409, 'Sorry, this event is full.'));
    renderButton(event);
    await userEvent.click(screen.getByRole('button', { name: 'Enroll for Free' }));
    expect(toast.error).toHaveBeenCalledWith('Sorry, this event is full.');
    expect(screen.getByRole('button', { name: 'Enroll for Free' })).toBeEnabled();
  });

  it("says 'Failed to enroll' for a refusal without a sentence, 'Enrollment failed' when the call failed", async () => {
    useAuthStore.setState({ user: learner });
    const post = vi.spyOn(api, 'post');
    post.mockRejectedValueOnce(new ApiError(502, 'Request failed with status 502', undefined, false));
    renderButton(event);
    const button = screen.getByRole('button', { name: 'Enroll for Free' });
    await userEvent.click(button);
    expect(toast.error).toHaveBeenLastCalledWith('Failed to enroll');
    post.mockRejectedValueOnce(new ApiError(0, 'Network error occurred'));
    await userEvent.click(button);
    expect(toast.error).toHaveBeenLastCalledWith('Enrollment failed');
  });

  it('pays for a paid event, then confirms the enrolment', async () => {
    useAuthStore.setState({ user: learner });
    vi.mocked(checkout).mockResolvedValue(verified);
    vi.spyOn(api, 'post').mockResolvedValue({
      success: true,
      message: 'Enrolled successfully!',
      enrolledEvents: ['ev-2'],
    });
    renderButton(paid);
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹4,999 & Enroll' }));
    // The billing fields' chunk is fetched first: the checkout follows it.
    await vi.waitFor(() => expect(checkout).toHaveBeenCalled());
    expect(checkout).toHaveBeenCalledWith(
      { eventId: 'ev-2' },
      {
        description: paid.title,
        prefill: { name: 'Priya Raman', email: 'priya@example.com', contact: '9876543210' },
      },
    );
    expect(toast.success).toHaveBeenCalledWith('Payment successful! Enrolled in event.');
    expect(await screen.findByRole('button', { name: '✓ Enrolled' })).toBeInTheDocument();
  });

  it('asks a paid event’s billing details and coupon, prefilled from the profile, and pays the new price', async () => {
    useAuthStore.setState({ user: { ...learner, stateCode: '29' } });
    vi.mocked(checkout).mockResolvedValue(verified);
    vi.spyOn(api, 'post').mockResolvedValue({ success: true, message: '', enrolledEvents: ['ev-2'] });
    const user = userEvent.setup();
    renderButton(paid);
    expect(await screen.findByLabelText('Your state or union territory')).toHaveValue('29');
    await user.click(screen.getByRole('button', { name: 'Have a coupon or referral code?' }));
    await user.type(screen.getByLabelText('Coupon or referral code'), 'monsoon');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon MONSOON applied: ₹1,000 off')).toBeInTheDocument();
    expect(previewPrice).toHaveBeenLastCalledWith({ code: 'monsoon', eventId: 'ev-2' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,999 & Enroll' }));
    await vi.waitFor(() => expect(checkout).toHaveBeenCalled());
    expect(checkout).toHaveBeenCalledWith(
      { eventId: 'ev-2', buyerState: '29', couponCode: 'MONSOON' },
      expect.objectContaining({ description: paid.title }),
    );
    expect(await screen.findByRole('button', { name: '✓ Enrolled' })).toBeInTheDocument();
  });

  it('asks for a valid GSTIN before a business pays for an event', async () => {
    useAuthStore.setState({ user: learner });
    const user = userEvent.setup();
    renderButton(paid);
    await user.click(await screen.findByLabelText('I am buying for a business registered for GST'));
    await user.type(screen.getByLabelText('Business GSTIN'), '27AAPFU0939F1ZA');
    await user.click(screen.getByRole('button', { name: 'Pay ₹4,999 & Enroll' }));
    expect(await screen.findByText('Enter a valid 15-character GSTIN')).toBeInTheDocument();
    expect(checkout).not.toHaveBeenCalled();
  });

  it('reports a failed payment and a failed enrolment after payment', async () => {
    useAuthStore.setState({ user: learner });
    const post = vi.spyOn(api, 'post');
    vi.mocked(checkout).mockRejectedValueOnce(
      new CheckoutError('payment', 'Payment failed: Card declined', 'Card declined'),
    );
    renderButton(paid);
    const button = screen.getByRole('button', { name: 'Pay ₹4,999 & Enroll' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment failed: Card declined'));
    expect(post).not.toHaveBeenCalled();

    vi.mocked(checkout).mockRejectedValueOnce(new CheckoutError('order', 'Failed to create order'));
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Payment failed: Failed to create order'),
    );

    vi.mocked(checkout).mockRejectedValueOnce(new CheckoutError('dismissed', 'Payment cancelled'));
    await userEvent.click(button);
    expect(toast.error).toHaveBeenCalledTimes(2);

    vi.mocked(checkout).mockResolvedValueOnce(verified);
    post.mockRejectedValueOnce(new ApiError(409, 'This event has already started, so enrolment is closed.'));
    await userEvent.click(button);
    expect(toast.error).toHaveBeenLastCalledWith('This event has already started, so enrolment is closed.');
  });

  it.each([
    [{ is_full: true, available_spots: 0 }, 'Event Full'],
    [{ status: 'completed' as const }, 'Not Available'],
    [{ registration_deadline: new Date(Date.now() - 60_000).toISOString() }, 'Registration Closed'],
  ])('is disabled for %o', (change, label) => {
    renderButton({ ...event, ...change });
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });
});

import type { CouponPreview, User } from '@kalvi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberBilling } from '../../lib/billing';
import { previewPrice } from '../../lib/price-preview';
import { aLearner } from '../../test/learner';
import CheckoutFields from './checkout-fields';
import { useCheckoutDetails } from './use-checkout-details';

vi.mock('../../lib/price-preview', () => ({ previewPrice: vi.fn() }));

const price = (fields: Partial<CouponPreview> = {}): CouponPreview => ({
  code: '',
  listPrice: 100_000,
  discount: 0,
  credit: 0,
  total: 100_000,
  ...fields,
});

let sent: unknown;

function Checkout({ user }: { user: User }) {
  const item = { eventId: 'e1' };
  const checkout = useCheckoutDetails(user, item);
  const total = checkout.quote?.total;
  return (
    <>
      <CheckoutFields item={item} checkout={checkout} />
      <button
        type="button"
        onClick={async () => {
          sent = await checkout.purchaseDetails();
        }}
      >
        Pay {total === undefined ? 'list price' : total / 100}
      </button>
    </>
  );
}

function renderCheckout(user: User) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <Checkout user={user} />
      </Suspense>
    </QueryClientProvider>,
  );
}

const stateField = () => screen.getByLabelText('Your state or union territory');

describe('the checkout fields', () => {
  beforeEach(() => {
    sent = undefined;
    vi.mocked(previewPrice).mockReset();
  });

  it('starts from the state on the profile, before the one this device remembers', async () => {
    rememberBilling({ buyerState: '33', buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'Pune Tech LLP' });
    vi.mocked(previewPrice).mockResolvedValue(price());
    renderCheckout(aLearner({ stateCode: '29' }));
    expect(await screen.findByRole('option', { name: 'Karnataka', selected: true })).toBeInTheDocument();
    expect(stateField()).toHaveValue('29');
    // A business's GSTIN belongs to the purchase: it still comes from this device.
    expect(screen.getByLabelText('Business GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    expect(screen.queryByText(/kept on your profile/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() =>
      expect(sent).toEqual({
        buyerState: '29',
        buyerGstin: '27AAPFU0939F1ZV',
        buyerLegalName: 'Pune Tech LLP',
      }),
    );
  });

  it('takes the device’s last state when the profile has none, and says the profile will keep it', async () => {
    rememberBilling({ buyerState: '33' });
    vi.mocked(previewPrice).mockResolvedValue(price());
    renderCheckout(aLearner({ stateCode: '' }));
    await waitFor(() => expect(stateField()).toHaveValue('33'));
    expect(screen.getByText(/kept on your profile for your next checkout/)).toBeInTheDocument();
    await userEvent.selectOptions(stateField(), '96');
    expect(stateField()).toHaveValue('96');
  });

  it('leaves the state to choose with neither, and then sends none', async () => {
    vi.mocked(previewPrice).mockResolvedValue(price());
    renderCheckout(aLearner());
    await waitFor(() => expect(stateField()).toHaveValue(''));
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(sent).toEqual({}));
  });

  it('shows the referral credit that comes off, and the price to pay on the button', async () => {
    vi.mocked(previewPrice).mockResolvedValue(price({ credit: 10_000, total: 90_000 }));
    renderCheckout(aLearner({ stateCode: '33' }));
    expect(await screen.findByText('Your referral credit of ₹100 comes off this order.')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹900')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay 900' })).toBeInTheDocument();
    expect(previewPrice).toHaveBeenCalledWith({ eventId: 'e1' });
  });

  it('prices a coupon with the credit after it, and sends its code with the order', async () => {
    vi.mocked(previewPrice)
      .mockResolvedValueOnce(price({ credit: 10_000, total: 90_000 }))
      .mockResolvedValueOnce(price({ code: 'DIWALI', discount: 20_000, credit: 10_000, total: 70_000 }));
    const user = userEvent.setup();
    renderCheckout(aLearner({ stateCode: '33' }));
    await screen.findByTestId('credit-applied');
    await user.click(screen.getByRole('button', { name: 'Have a coupon or referral code?' }));
    await user.type(screen.getByLabelText('Coupon or referral code'), 'diwali');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon DIWALI applied: ₹200 off')).toBeInTheDocument();
    expect(screen.getByText('Referral credit: −₹100')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹700')).toBeInTheDocument();
    expect(screen.queryByTestId('credit-applied')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay 700' }));
    await waitFor(() => expect(sent).toEqual({ buyerState: '33', couponCode: 'DIWALI' }));
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.getByRole('button', { name: 'Pay 900' })).toBeInTheDocument();
  });
});

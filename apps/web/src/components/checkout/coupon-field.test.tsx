import type { CouponPreview } from '@kalvi/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { previewPrice } from '../../lib/price-preview';
import { CouponField } from './coupon-field';

vi.mock('../../lib/price-preview', () => ({ previewPrice: vi.fn() }));

function Harness() {
  const [applied, setApplied] = useState<CouponPreview | null>(null);
  return <CouponField item={{ courseId: 'c1' }} applied={applied} onApplied={setApplied} />;
}

const diwali = (credit: number): CouponPreview => ({
  code: 'DIWALI',
  listPrice: 118_000,
  discount: 11_800,
  credit,
  total: 106_200 - credit,
});

/** Opens the field and applies `code` as a learner would. */
async function apply(code: string) {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Have a coupon or referral code?' }));
  await user.type(screen.getByLabelText('Coupon or referral code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return user;
}

describe('CouponField', () => {
  it('applies a code and shows the discount and the new total, then removes it', async () => {
    vi.mocked(previewPrice).mockResolvedValueOnce(diwali(0));
    const user = await apply(' diwali ');
    expect(previewPrice).toHaveBeenCalledWith({ code: ' diwali ', courseId: 'c1' });
    expect(await screen.findByText('Coupon DIWALI applied: ₹118 off')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹1,062')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.getByLabelText('Coupon or referral code')).toHaveValue('');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });

  it('shows the referral credit that comes off after the coupon', async () => {
    vi.mocked(previewPrice).mockResolvedValueOnce(diwali(6_200));
    await apply('diwali');
    expect(await screen.findByText('Referral credit: −₹62')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹1,000')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses a code", async () => {
    vi.mocked(previewPrice).mockRejectedValueOnce(new ApiError(409, 'This coupon has been used up.'));
    await apply('GONE');
    expect(await screen.findByText('This coupon has been used up.')).toBeInTheDocument();
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });
});

import type { CouponPreview } from '@kalvi/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { previewCoupon } from '../api/coupon-preview';
import CouponField from './coupon-field';

vi.mock('../api/coupon-preview', () => ({ previewCoupon: vi.fn() }));

function Harness() {
  const [applied, setApplied] = useState<CouponPreview | null>(null);
  return <CouponField item={{ courseId: 'c1' }} applied={applied} onApplied={setApplied} />;
}

describe('CouponField', () => {
  it('applies a code and shows the discount and the new total, then removes it', async () => {
    vi.mocked(previewCoupon).mockResolvedValueOnce({
      code: 'DIWALI',
      listPrice: 118_000,
      discount: 11_800,
      credit: 0,
      total: 106_200,
    });
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Have a coupon or referral code?' }));
    await user.type(screen.getByLabelText('Coupon or referral code'), ' diwali ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(previewCoupon).toHaveBeenCalledWith({ code: ' diwali ', courseId: 'c1' });
    expect(await screen.findByText('Coupon DIWALI applied: ₹118 off')).toBeInTheDocument();
    expect(screen.getByText('You pay ₹1,062')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.getByLabelText('Coupon or referral code')).toHaveValue('');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });

  it("shows the server's reason when it refuses a code", async () => {
    vi.mocked(previewCoupon).mockRejectedValueOnce(new ApiError(409, 'This coupon has been used up.'));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Have a coupon or referral code?' }));
    await user.type(screen.getByLabelText('Coupon or referral code'), 'GONE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has been used up.')).toBeInTheDocument();
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });
});

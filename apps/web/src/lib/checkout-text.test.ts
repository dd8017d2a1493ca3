import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutError } from './checkout';
import { courseCheckoutFailure, eventCheckoutFailure } from './checkout-text';
import { i18n } from './i18n';

describe('checkout failure texts (docs/product/api-contract.md#error-catalogue)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("prefixes a course payment that fails verification with 'Payment failed:'", async () => {
    const refused = new CheckoutError('verify', 'Payment verification failed', 'Payment verification failed');
    expect(await courseCheckoutFailure(refused)).toBe('Payment failed: Payment verification failed');
    const declined = new CheckoutError('payment', 'Payment failed: Card declined', 'Card declined');
    expect(await courseCheckoutFailure(declined)).toBe('Payment failed: Card declined');
  });

  it("shows a course order's refusal alone, with the spec's fallback when the server gave none", async () => {
    expect(await courseCheckoutFailure(new CheckoutError('order', 'Sold out', 'Sold out'))).toBe('Sold out');
    expect(await courseCheckoutFailure(new CheckoutError('order', 'Failed to create order'))).toBe(
      'Failed to create order',
    );
    expect(await courseCheckoutFailure(new CheckoutError('sdk', 'Razorpay SDK failed to load'))).toBe(
      'Razorpay SDK failed to load',
    );
  });

  it("says 'Payment failed: …' for every event checkout failure, 'Unknown error' when nothing was said", async () => {
    expect(await eventCheckoutFailure(new CheckoutError('order', 'Failed to create order'))).toBe(
      'Payment failed: Failed to create order',
    );
    expect(await eventCheckoutFailure(new CheckoutError('payment', 'Payment failed: Unknown error'))).toBe(
      'Payment failed: Unknown error',
    );
  });

  it('speaks Tamil to a Tamil reader', async () => {
    await i18n.changeLanguage('ta');
    const text = await courseCheckoutFailure(new CheckoutError('order', 'Failed to create order'));
    expect(text).toBe('கட்டணத்தைத் தொடங்க முடியவில்லை');
    expect(await eventCheckoutFailure(new CheckoutError('auth', 'User not authenticated'))).toMatch(
      /^கட்டணம் தோல்வியடைந்தது: /,
    );
  });
});

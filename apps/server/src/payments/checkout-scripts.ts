/** Where the browser loads each provider's checkout script from (the web app's checkout.ts follows it). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const TEST_GATEWAY_CHECKOUT_SCRIPT = '/api/payments/test-gateway/checkout.js';

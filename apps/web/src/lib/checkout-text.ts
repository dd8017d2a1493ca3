import { CheckoutError } from './checkout';
import { i18n, loadNamespaces } from './i18n';

/**
 * What went wrong in a checkout, in the reader's language (docs/product/api-contract.md#error-catalogue):
 * our server's or the gateway's own sentence when there was one, else the product's fallback.
 * The `payments` strings load on the first failure, not with the page.
 */
async function reasonOf(error: unknown): Promise<{ text: string; paying: boolean }> {
  await loadNamespaces('payments');
  const t = i18n.getFixedT(null, 'payments');
  if (!(error instanceof CheckoutError)) {
    return {
      text: error instanceof Error && error.message ? error.message : t('checkout.unknownError'),
      paying: true,
    };
  }
  switch (error.reason) {
    case 'auth':
      return { text: t('checkout.auth'), paying: false };
    case 'sdk':
      return { text: t('checkout.sdk'), paying: false };
    case 'order':
      return { text: error.detail ?? t('checkout.order'), paying: false };
    case 'verify':
      return { text: error.detail ?? t('checkout.verify'), paying: true };
    default:
      return { text: error.detail ?? t('checkout.unknownError'), paying: true };
  }
}

/** Courses: 'Payment failed: {message}' when the payment or its verification failed, else the reason alone. */
export async function courseCheckoutFailure(error: unknown): Promise<string> {
  const { text, paying } = await reasonOf(error);
  return paying ? i18n.t('checkout.paymentFailed', { ns: 'payments', message: text }) : text;
}

/** Events: every failure reads 'Payment failed: {message or Unknown error}'. */
export async function eventCheckoutFailure(error: unknown): Promise<string> {
  const { text } = await reasonOf(error);
  return i18n.t('checkout.paymentFailed', { ns: 'payments', message: text });
}

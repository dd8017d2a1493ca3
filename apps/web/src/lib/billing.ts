import { storage } from './storage';

/**
 * The tax details a learner gives at checkout (docs/decisions/178): their state, and a GSTIN
 * and legal name when buying as a business. Remembered on this device for the next checkout.
 * No state given: the server takes the academy's own (no address on record).
 */
export interface Billing {
  buyerState?: string;
  buyerGstin?: string;
  buyerLegalName?: string;
}

/** What the form holds while the learner types. */
export interface BillingDraft {
  state: string;
  business: boolean;
  gstin: string;
  legalName: string;
}

export type BillingErrors = Partial<Record<'gstin' | 'legalName', 'gstinInvalid' | 'legalNameRequired'>>;

const KEY = 'kalvi.billing';

export function rememberedBilling(): Billing {
  try {
    const value = JSON.parse(storage.get(KEY) ?? '{}') as Billing | null;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

export function draftOf(billing: Billing): BillingDraft {
  return {
    state: billing.buyerState ?? '',
    business: Boolean(billing.buyerGstin),
    gstin: billing.buyerGstin ?? '',
    legalName: billing.buyerLegalName ?? '',
  };
}

/**
 * Where a checkout's form starts (docs/decisions/187): the state on the learner's profile, else
 * the one remembered on this device; a business's GSTIN and legal name from the device only.
 */
export function initialBilling(profileState: string | undefined): Billing {
  const remembered = rememberedBilling();
  return profileState ? { ...remembered, buyerState: profileState } : remembered;
}

/** Kept for the learner's next checkout on this device. */
export function rememberBilling(billing: Billing): void {
  storage.set(KEY, JSON.stringify(billing));
}

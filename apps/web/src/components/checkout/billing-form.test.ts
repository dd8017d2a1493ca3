import { beforeEach, describe, expect, it } from 'vitest';
import { draftOf, initialBilling, rememberBilling, rememberedBilling } from '../../lib/billing';
import { billingOf } from './billing-form';

describe('billing details at checkout', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the state alone for a learner, and remembers it for the next checkout', () => {
    const draft = { state: '29', business: false, gstin: 'ignored', legalName: '' };
    expect(billingOf(draft)).toEqual({ billing: { buyerState: '29' } });
    expect(draftOf(rememberedBilling())).toEqual({ state: '29', business: false, gstin: '', legalName: '' });
  });

  it('sends a business GSTIN in capitals with its legal name', () => {
    const draft = { state: '33', business: true, gstin: ' 27aapfu0939f1zv ', legalName: ' Pune Tech LLP ' };
    expect(billingOf(draft)).toEqual({
      billing: { buyerState: '33', buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'Pune Tech LLP' },
    });
  });

  it('refuses a GSTIN with a wrong check character and a missing legal name, and remembers nothing', () => {
    const draft = { state: '33', business: true, gstin: '27AAPFU0939F1ZA', legalName: '' };
    expect(billingOf(draft)).toEqual({ errors: { gstin: 'gstinInvalid', legalName: 'legalNameRequired' } });
    expect(rememberedBilling()).toEqual({});
  });

  it('starts a checkout from the profile’s state, then the device’s, GSTIN from the device only', () => {
    expect(initialBilling('')).toEqual({});
    rememberBilling({ buyerState: '33', buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'Pune Tech LLP' });
    expect(initialBilling(undefined)).toEqual({
      buyerState: '33',
      buyerGstin: '27AAPFU0939F1ZV',
      buyerLegalName: 'Pune Tech LLP',
    });
    expect(initialBilling('96')).toMatchObject({ buyerState: '96', buyerGstin: '27AAPFU0939F1ZV' });
  });
});

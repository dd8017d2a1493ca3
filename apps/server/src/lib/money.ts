/**
 * The catalogue prices in whole rupees; orders, payments and the provider count paise
 * (docs/decisions/031). These two are the only conversions between them.
 */
export const PAISE_PER_RUPEE = 100;

export const toPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

export const toRupees = (paise: number): number => paise / PAISE_PER_RUPEE;

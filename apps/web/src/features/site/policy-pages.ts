/**
 * The four policy pages' loaders behind one small module, as the classroom's pages are: the
 * route table of the first load names one chunk instead of four (apps/web/scripts/check-bundle.mjs).
 */
export const loadTermsPage = () => import('./terms-page').then((m) => m.TermsPage);
export const loadPrivacyPage = () => import('./privacy-page').then((m) => m.PrivacyPage);
export const loadRefundPage = () => import('./refund-page').then((m) => m.RefundPage);
export const loadCookiesPage = () => import('./cookies-page').then((m) => m.CookiesPage);

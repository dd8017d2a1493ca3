/**
 * The classroom's page loaders behind one small module: the route table then names a single
 * chunk instead of listing every file the pages need, which keeps the shell's script in budget.
 */
export const loadLearnPage = () => import('./learn-page').then((m) => m.LearnPage);
export const loadCertificatePage = () => import('./certificate-page').then((m) => m.CertificatePage);
export const loadPractice = () => import('./practice-routes').then((m) => m.PracticeRoutes);

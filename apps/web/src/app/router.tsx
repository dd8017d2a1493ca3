import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { paths } from '../lib/paths';
import { Layout } from './shell/layout';
import { ProtectedRoute } from './shell/protected-route';

/**
 * A page downloaded only when visited, together with its strings, so the first load of any
 * page carries just the shell.
 */
function page(load: () => Promise<ComponentType>, ...namespaces: Namespace[]) {
  const Page = lazy(() =>
    Promise.all([load(), loadNamespaces(...namespaces)]).then(([component]) => ({ default: component })),
  );
  return <Page />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        path: paths.home,
        element: page(() => import('../features/home/home-page').then((m) => m.HomePage), 'home'),
      },
      {
        path: paths.courses,
        element: page(
          () => import('../features/courses/courses-page').then((m) => m.CoursesPage),
          'courses',
          'catalogue',
        ),
      },
      {
        path: paths.events,
        element: page(() => import('../features/events/events-page').then((m) => m.EventsPage), 'events'),
      },
      {
        path: paths.problems,
        element: page(() => import('../features/feeds/problems-page').then((m) => m.ProblemsPage), 'feeds'),
      },
      {
        path: paths.research,
        element: page(() => import('../features/feeds/research-page').then((m) => m.ResearchPage), 'feeds'),
      },
      {
        path: paths.articles,
        element: page(() => import('../features/feeds/articles-page').then((m) => m.ArticlesPage), 'feeds'),
      },
      {
        path: paths.testimonials,
        element: page(
          () => import('../features/site/testimonials-page').then((m) => m.TestimonialsPage),
          'site',
        ),
      },
      {
        path: paths.about,
        element: page(() => import('../features/site/about-page').then((m) => m.AboutPage), 'site'),
      },
      {
        path: paths.contact,
        element: page(() => import('../features/site/contact-page').then((m) => m.ContactPage), 'site'),
      },
      {
        path: paths.profile,
        element: (
          <ProtectedRoute>
            {page(
              () => import('../features/account/profile-page').then((m) => m.ProfilePage),
              'account',
              'fields',
            )}
          </ProtectedRoute>
        ),
      },
      {
        path: paths.resetPassword,
        element: page(
          () => import('../features/account/reset-password-page').then((m) => m.ResetPasswordPage),
          'account',
          'auth',
          'fields',
        ),
      },
      {
        path: paths.terms,
        element: page(() => import('../features/site/terms-page').then((m) => m.TermsPage), 'site'),
      },
      {
        path: paths.privacy,
        element: page(() => import('../features/site/privacy-page').then((m) => m.PrivacyPage), 'site'),
      },
      {
        path: paths.refund,
        element: page(() => import('../features/site/refund-page').then((m) => m.RefundPage), 'site'),
      },
      {
        path: paths.cookies,
        element: page(() => import('../features/site/cookies-page').then((m) => m.CookiesPage), 'site'),
      },
      {
        path: '*',
        element: page(() => import('../features/site/not-found-page').then((m) => m.NotFoundPage)),
      },
    ],
  },
];

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: we load data with
 * TanStack Query, and the data router alone would cost about 17 KB gzip of the 120 KB budget.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

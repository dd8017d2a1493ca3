import { type ComponentType, lazy, type ReactElement, useEffect } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { paths } from '../lib/paths';
import { Layout } from './shell/layout';

/**
 * A page downloaded only when visited, together with its strings, so the first load of any
 * page carries just the shell.
 */
function page(load: () => Promise<ComponentType>, ...namespaces: Namespace[]) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), loadNamespaces(...namespaces)]).then(([component]) => ({
      default: component,
    }));
    return loading;
  };
  const Page = lazy(start);
  // The route's element type carries `preload`, for preloadPage below.
  const RoutePage = Object.assign(
    () => (
      <>
        <Page />
        <MarkMounted />
      </>
    ),
    { preload: start },
  );
  return <RoutePage />;
}

/**
 * Marks `<html data-hydrated>` once a page has mounted (hydrated, when the server rendered it):
 * from then on its buttons work. The end-to-end tests wait for it before they click.
 */
function MarkMounted() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Downloads the page at `pathname` (code and strings) before the browser hydrates the server's
 * HTML, so the page hydrates at once and a tap on it is not lost while its code is on the way.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const loads: Array<Promise<unknown>> = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = (match.route.element as ReactElement | undefined)?.type;
    if (typeof type === 'function' && 'preload' in type) {
      loads.push((type as { preload: () => Promise<unknown> }).preload());
    }
  }
  return Promise.all(loads);
}

const classroomPages = () => import('../features/classroom/pages');
const policyPages = () => import('../features/site/policy-pages');
const batchPages = () => import('../features/batches/pages');
/** A signed-in page: the sign-in guard comes with its chunk, never with the first load. */
const signedInPage = (load: () => Promise<ComponentType>) => () =>
  Promise.all([import('./shell/protected-route'), load()]).then(([{ ProtectedRoute }, Page]) => () => (
    <ProtectedRoute>
      <Page />
    </ProtectedRoute>
  ));

export const routes: RouteObject[] = [
  {
    // The staff console: its own frame, strings and chunks, never part of a learner's first load.
    path: '/admin/*',
    element: page(() => import('../admin/shell/entry').then((m) => m.AdminEntry)),
  },
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
        // The list and each problem: one route, so the first load's route table grows by one entry.
        path: `${paths.practice}/*`,
        element: page(() => classroomPages().then((m) => m.loadPractice()), 'classroom'),
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
        // The sign-in guard comes with the page: a visitor who never opens /profile never downloads it.
        element: page(
          () =>
            Promise.all([import('./shell/protected-route'), import('../features/account/profile-page')]).then(
              ([{ ProtectedRoute }, { ProfilePage }]) =>
                () => (
                  <ProtectedRoute>
                    <ProfilePage />
                  </ProtectedRoute>
                ),
            ),
          'account',
          'fields',
          'refunds',
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
        element: page(() => policyPages().then((m) => m.loadTermsPage()), 'site'),
      },
      {
        path: paths.privacy,
        element: page(() => policyPages().then((m) => m.loadPrivacyPage()), 'site'),
      },
      {
        path: paths.refund,
        element: page(() => policyPages().then((m) => m.loadRefundPage()), 'site'),
      },
      {
        path: paths.cookies,
        element: page(() => policyPages().then((m) => m.loadCookiesPage()), 'site'),
      },
      {
        path: paths.timetable,
        element: page(
          signedInPage(() => batchPages().then((m) => m.loadTimetablePage())),
          'batches',
        ),
      },
      {
        path: paths.learnBatch,
        element: page(
          signedInPage(() => batchPages().then((m) => m.loadBatchPage())),
          'batches',
        ),
      },
      {
        // Signed-out visitors stay: the page asks them to sign in and come back.
        path: paths.live,
        element: page(() => batchPages().then((m) => m.loadLiveJoinPage()), 'batches'),
      },
      {
        path: paths.learn,
        element: page(() => classroomPages().then((m) => m.loadLearnPage()), 'classroom'),
      },
      {
        path: paths.learnLesson,
        element: page(() => classroomPages().then((m) => m.loadLearnPage()), 'classroom'),
      },
      {
        path: paths.certificate,
        element: page(() => classroomPages().then((m) => m.loadCertificatePage()), 'classroom'),
      },
      {
        path: '*',
        element: page(() => import('../features/site/not-found-page').then((m) => m.NotFoundPage), 'site'),
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

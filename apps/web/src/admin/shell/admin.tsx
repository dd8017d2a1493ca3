import { mayOpenConsole, type Role } from '@kalvi/shared';
import { type AdminArea, mayUse } from '@kalvi/shared/admin';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, type RouteObject, useParams, useRoutes } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSessionCheck } from '../../lib/session-probe';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUiStore } from '../../lib/stores/ui-store';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { LessonExerciseSlot } from '../components/lesson-exercise-slot';
import { AdminLayout } from './admin-layout';
import { navFor } from './admin-nav';

/** Each section is its own chunk too: opening the audit log does not download the dashboard's chart. */
function section(area: AdminArea, load: () => Promise<ComponentType>): RouteObject {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return { path: `${area}/*`, element: <AreaGate area={area}>{<Page />}</AreaGate> };
}

const BatchDesk = lazy(() =>
  import('../batch-desk/batch-desk-section').then((m) => ({ default: m.BatchDeskSection })),
);

const SECTIONS: RouteObject[] = [
  section('dashboard', () => import('../dashboard/dashboard-page').then((m) => m.DashboardPage)),
  section('settings', () => import('../settings/settings-page').then((m) => m.SettingsPage)),
  section('audit', () => import('../audit/audit-page').then((m) => m.AuditPage)),
  section('roles', () => import('../roles/roles-page').then((m) => m.RolesPage)),
  section('orders', () => import('../orders/orders-section').then((m) => m.OrdersSection)),
  section('courses', () => import('../course-desk/courses-section').then((m) => m.CoursesSection)),
  section('events', () => import('../event-desk/events-section').then((m) => m.EventsSection)),
  section('leads', () => import('../leads/leads-page').then((m) => m.LeadsPage)),
  section('coupons', () => import('../coupons/coupons-section').then((m) => m.CouponsSection)),
  section('holidays', () => import('../holidays/holidays-page').then((m) => m.HolidaysPage)),
  section('reviews', () => import('../reviews/reviews-page').then((m) => m.ReviewsPage)),
  section('curriculum', () =>
    Promise.all([import('../curriculum/curriculum-page'), import('../exercises/lesson-exercise')]).then(
      ([{ CurriculumPage }, { LessonExercise }]) =>
        function Curriculum() {
          return (
            <LessonExerciseSlot.Provider value={LessonExercise}>
              <CurriculumPage />
            </LessonExerciseSlot.Provider>
          );
        },
    ),
  ),
  section('practice', () => import('../exercises/practice-section').then((m) => m.PracticeSection)),
  section('projects', () => import('../projects/projects-page').then((m) => m.ProjectsPage)),
  section('questions', () => import('../questions/questions-page').then((m) => m.QuestionsPage)),
  section('attendance', () => import('../attendance/attendance-page').then((m) => m.AttendancePage)),
  {
    // A course's batch desk, under its course: the courses area's roles, its own chunk.
    path: 'courses/:courseId/batches/*',
    element: (
      <AreaGate area="courses">
        <BatchDesk />
      </AreaGate>
    ),
  },
  section('learners', () => import('../people/learners-section').then((m) => m.LearnersSection)),
  section('instructors', () => import('../people/instructors-section').then((m) => m.InstructorsSection)),
];

function AreaGate({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const role = useAuthStore((s) => s.user?.role);
  if (!mayUse(area, role))
    return <p className="rounded-ui bg-amber-50 p-4 text-amber-900">{t('noRightHere')}</p>;
  return children;
}

/** /admin itself: the first section the role may use. */
function FirstSection({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const [first] = navFor(role);
  if (first) return <Navigate to={first.area} replace />;
  // A role whose sections are still to come sees the welcome, not a redirect out.
  return (
    <section>
      <h1 className="text-2xl font-bold">{t('home.title')}</h1>
      <p className="mt-1 text-slate-600">{t('home.intro')}</p>
    </section>
  );
}

function AdminRoutes({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const element = useRoutes([
    { index: true, element: <FirstSection role={role} /> },
    ...SECTIONS,
    { path: '*', element: <p className="rounded-ui bg-amber-50 p-4 text-amber-900">{t('noSuchPage')}</p> },
  ]);
  const { '*': rest = '' } = useParams();
  return (
    <AdminLayout>
      <Suspense key={rest.split('/')[0]} fallback={<PageSpinner label={t('table.loading')} />}>
        {element}
      </Suspense>
    </AdminLayout>
  );
}

/**
 * /admin: the staff console, downloaded only when opened (app/router.tsx). The server checks
 * every call's role; this gate only spares a learner a screen of refusals: a visitor is asked to
 * sign in and a learner is sent back to the home page.
 */
export function AdminConsole() {
  const { t } = useTranslation('admin');
  const { user, deciding } = useSessionCheck();
  const refusal = deciding ? null : !user ? 'signIn' : mayOpenConsole(user.role) ? null : 'learner';

  useEffect(() => {
    if (refusal === 'signIn') {
      toast.error(t('mustSignIn'), { id: 'admin-sign-in' });
      useUiStore.getState().openAuth('login');
    } else if (refusal === 'learner') {
      toast.error(t('notAllowed'), { id: 'admin-not-allowed' });
    }
  }, [refusal, t]);

  if (deciding) return <PageSpinner />;
  if (refusal || !user) return <Navigate to={paths.home} replace />;
  return <AdminRoutes role={user.role} />;
}

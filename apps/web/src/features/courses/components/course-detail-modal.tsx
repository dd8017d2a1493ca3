import { type Course, formatNumber } from '@kalvi/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Stars } from '../../../components/ui/stars';
import { ApiError } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { currentLanguage } from '../../../lib/language';
import { localised } from '../../../lib/localised';
import { useTranslation } from '../../../lib/use-translation';
import { useCourse } from '../api/course-detail-api';
import { CourseOverview } from './course-overview';
import { EnrolArea } from './enrol-area';
import { ReviewsTab } from './reviews-tab';

// Loaded when the tab opens: most visitors read the overview, and /courses has a script budget.
const CurriculumTab = lazy(() => import('./curriculum-tab').then((m) => ({ default: m.CurriculumTab })));

const tabClass = cn(
  'min-h-11 flex-1 border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 transition-colors sm:flex-none',
  'hover:text-ink data-[state=active]:border-primary-700 data-[state=active]:text-primary-800',
);

function CourseBody({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  const [tab, setTab] = useState('overview');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{course.category}</Badge>
        <Badge>{t(`filters.levels.${course.level}`)}</Badge>
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <span className="font-bold text-ink">{course.rating.toFixed(1)}</span>
          <Stars rating={course.rating} size={14} />
          {t('card.reviews', { count: course.num_reviews })}
        </span>
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <Users aria-hidden="true" size={14} />
          {t('detail.students', { value: formatNumber(course.num_students, currentLanguage()) })}
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        {/* First in the page order so a phone shows the price and the action before the long tabs. */}
        <aside className="lg:order-2">
          <div className="lg:sticky lg:top-0">
            <EnrolArea course={course} />
          </div>
        </aside>
        <Tabs.Root value={tab} onValueChange={setTab} className="min-w-0 lg:order-1">
          <Tabs.List aria-label={t('detail.tabs')} className="mb-5 flex border-b border-slate-200">
            <Tabs.Trigger value="overview" className={tabClass}>
              {t('detail.overview')}
            </Tabs.Trigger>
            <Tabs.Trigger value="curriculum" className={tabClass}>
              {t('detail.curriculum')}
            </Tabs.Trigger>
            <Tabs.Trigger value="reviews" className={tabClass}>
              {t('detail.reviews', { count: course.num_reviews })}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview" className="focus-visible:outline-none">
            <CourseOverview course={course} />
          </Tabs.Content>
          <Tabs.Content value="curriculum" className="focus-visible:outline-none">
            {tab === 'curriculum' && (
              <Suspense fallback={<Spinner label={t('detail.loading')} className="w-full py-10" />}>
                <CurriculumTab course={course} />
              </Suspense>
            )}
          </Tabs.Content>
          <Tabs.Content value="reviews" className="focus-visible:outline-none">
            <ReviewsTab course={course} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}

/** docs/product/screens.md#course-detail: opened by the URL's `course` parameter, so it can be linked to. */
export function CourseDetailModal({
  courseId,
  initial,
  onClose,
}: {
  courseId: string | null;
  initial?: Course;
  onClose: () => void;
}) {
  const { t } = useTranslation('courses');
  const query = useCourse(courseId, initial);
  const course = query.data;
  return (
    <Modal
      open={courseId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={course ? localised(course.title, course.title_ta) : t('detail.loading')}
      description={course ? t('card.by', { name: course.instructor.name }) : undefined}
      size="xl"
    >
      {course ? (
        <CourseBody course={course} />
      ) : query.isError ? (
        <ErrorState
          message={
            query.error instanceof ApiError && query.error.status === 404
              ? t('detail.notFound')
              : query.error.message
          }
          onRetry={
            query.error instanceof ApiError && query.error.status === 404
              ? undefined
              : () => void query.refetch()
          }
        />
      ) : (
        <Spinner label={t('detail.loading')} className="w-full py-16" />
      )}
    </Modal>
  );
}

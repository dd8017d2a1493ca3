import { SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CourseCard } from '../../components/ui/course-card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { useCourseList } from './api/course-api';
import { FilterBar } from './components/filter-bar';
import { StatsCards } from './components/stats-cards';
import { useCatalogueParams } from './use-catalogue-params';

// The detail dialog (tabs, reviews form, checkout) is a third of the page's script: it is
// fetched when a course is first opened, not before the list can show (docs/decisions/150-performance.md).
const CourseDetailModal = lazy(() =>
  import('./components/course-detail-modal').then((m) => ({ default: m.CourseDetailModal })),
);

/** docs/product/screens.md#course-catalogue: stats, filters, the list in grid or list view, pagination, course detail. */
export function CoursesPage() {
  const { t } = useTranslation('courses');
  const { params, update, hrefWith, clearFilters } = useCatalogueParams();
  const { search, category, level, sort, page } = params;
  const list = useCourseList({ search, category, level, sort, page });
  const enrolledCourses = useAuthStore((s) => s.user?.enrolledCourses);
  const listTop = useRef<HTMLDivElement>(null);

  const courses = list.data?.data ?? [];
  const pagination = list.data?.pagination;
  const opened = courses.find((c) => c.id === params.course);
  // Kept mounted once opened, so the dialog can animate closed.
  const [detailWanted, setDetailWanted] = useState(false);
  if (params.course && !detailWanted) setDetailWanted(true);

  // A stale link to page 9 of a list that now has 3 pages lands on the last page instead of nothing.
  const lastPage = pagination?.total_pages;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage && !list.isPlaceholderData)
      update({ page: lastPage }, { replace: true });
  }, [lastPage, page, list.isPlaceholderData, update]);

  const closeCourse = useCallback(() => update({ course: null }), [update]);
  const goToPage = (next: number) => {
    update({ page: next });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  let content: React.ReactNode;
  if (list.isPending) {
    content = <PageSpinner label={t('list.loading')} />;
  } else if (list.isError) {
    content = (
      <ErrorState
        title={t('list.error')}
        message={search ? t('list.searchFailed') : t('list.fetchFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (courses.length === 0) {
    content = (
      <EmptyState
        title={t('list.empty')}
        description={t('list.emptyHint')}
        icon={<SearchX aria-hidden="true" size={28} />}
        action={
          <Button variant="secondary" onClick={clearFilters}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul
        aria-busy={list.isFetching}
        className={cn(
          'grid gap-5 transition-opacity',
          params.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1',
          list.isPlaceholderData && 'opacity-60',
        )}
      >
        {courses.map((course) => (
          <li key={course.id} className="flex">
            <CourseCard
              variant={params.view}
              course={course}
              enrolled={enrolledCourses?.includes(course.id) ?? false}
              href={hrefWith({ course: course.id })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('page.title')} intro={t('page.intro')}>
        <StatsCards />
      </PageHeader>
      <div
        ref={listTop}
        className="mx-auto flex max-w-7xl scroll-mt-[calc(var(--spacing-shell)+1rem)] flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8"
      >
        {/* The cards' h3 titles need an h2 above them (heading order) */}
        <h2 className="sr-only">{t('list.heading')}</h2>
        <FilterBar params={params} total={pagination?.total_items} onChange={update} onClear={clearFilters} />
        {content}
        {pagination && !list.isError && (
          <Pagination current={pagination.current_page} total={pagination.total_pages} onChange={goToPage} />
        )}
      </div>
      {detailWanted && (
        <Suspense fallback={null}>
          <CourseDetailModal courseId={params.course} initial={opened} onClose={closeCourse} />
        </Suspense>
      )}
    </>
  );
}

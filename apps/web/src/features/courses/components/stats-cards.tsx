import { formatStat } from '@kalvi/shared';
import { BookOpen, CheckCircle2, Star, Users } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/use-translation';
import { useCourseStats } from '../api/course-api';

/** The four header cards of docs/product/screens.md#course-catalogue, numbers in the stats format of docs/product/constants-and-limits.md#display-formats. */
export function StatsCards() {
  const { t } = useTranslation('courses');
  const { data, isPending, isError } = useCourseStats();
  const cards = [
    { icon: BookOpen, label: t('stats.totalCourses'), value: data && formatStat(data.total_courses) },
    { icon: Users, label: t('stats.studentsEnrolled'), value: data && formatStat(data.total_students) },
    { icon: Star, label: t('stats.averageRating'), value: data?.average_rating.toFixed(1) },
    { icon: CheckCircle2, label: t('stats.published'), value: data && formatStat(data.published_courses) },
  ];
  if (isError) return <p className="mt-6 text-sm text-white/80">{t('stats.failed')}</p>;
  return (
    <dl aria-label={t('stats.label')} className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ icon: Icon, label, value }) => (
        // dt and dd are the group's only children (definition-list rule); the icon sits in the dt.
        <div
          key={label}
          className="relative min-w-0 rounded-ui bg-white/10 p-4 pl-[4.25rem] ring-1 ring-white/15 backdrop-blur-sm"
        >
          <dt className="text-xs leading-tight font-medium text-white/80 sm:text-sm">
            <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-accent-400 text-ink">
              <Icon aria-hidden="true" size={20} />
            </span>
            {label}
          </dt>
          <dd className="text-xl font-bold sm:text-2xl">
            {isPending ? <Skeleton className="mt-1 h-6 w-14 bg-white/20" /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

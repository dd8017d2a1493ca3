import type { AdminCourse } from '@kalvi/shared/admin';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { type CourseAction, type CourseSaved, useCourseAction } from './api';

/** The status change a course offers first: publish a draft, take a published one back, restore an archived one. */
const MAIN: Record<AdminCourse['status'], CourseAction> = {
  draft: 'publish',
  published: 'unpublish',
  archived: 'unpublish',
};

/**
 * Publish / unpublish, duplicate and archive. Each button is disabled while its call runs and
 * the server changes nothing when asked for the status a course already has, so a double
 * click makes one change.
 */
export function CourseActions({
  course,
  compact = false,
  onDuplicated,
}: {
  course: AdminCourse;
  compact?: boolean;
  onDuplicated?: (copy: CourseSaved['data']) => void;
}) {
  const { t } = useTranslation('admincourses');
  const action = useCourseAction(course.id);
  const run = (which: CourseAction) =>
    action.mutate(which, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        if (which === 'duplicate') onDuplicated?.(answer.data);
      },
      onError: (error) => toast.error(messageOf(error, t('actions.failed'))),
    });
  const main = MAIN[course.status];
  const size = compact ? 'sm' : 'md';
  const busy = action.isPending;
  const label = (which: CourseAction) =>
    which === 'unpublish' && course.status === 'archived' ? t('actions.restore') : t(`actions.${which}`);

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size={size}
        variant={main === 'publish' ? 'primary' : 'secondary'}
        disabled={busy}
        onClick={() => run(main)}
        aria-label={compact ? `${label(main)}: ${course.title}` : undefined}
      >
        {label(main)}
      </Button>
      <Button
        size={size}
        variant="secondary"
        disabled={busy}
        onClick={() => run('duplicate')}
        aria-label={compact ? `${t('actions.duplicate')}: ${course.title}` : undefined}
      >
        {t('actions.duplicate')}
      </Button>
      {course.status !== 'archived' && (
        <Button
          size={size}
          variant="ghost"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('actions.confirmArchive', { title: course.title }))) run('archive');
          }}
          aria-label={compact ? `${t('actions.archive')}: ${course.title}` : undefined}
        >
          {t('actions.archive')}
        </Button>
      )}
    </div>
  );
}

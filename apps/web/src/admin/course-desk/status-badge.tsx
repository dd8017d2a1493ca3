import type { CourseStatus } from '@kalvi/shared/admin';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

const TONES: Record<CourseStatus, BadgeTone> = {
  draft: 'warning',
  published: 'success',
  archived: 'neutral',
};

/** Draft, published or archived, in words and colour. */
export function StatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('admincourses');
  return (
    <Badge tone={TONES[status]} data-testid="course-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

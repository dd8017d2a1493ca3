import type { QueryKey } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';
import { RowAction } from '../components/row-action';
import { setPublished } from './api';

/** Publish runs the check on the server first (it takes a few seconds) and says why it refuses. */
export function PublishAction({
  id,
  published,
  refresh,
}: {
  id: string;
  published: boolean;
  refresh: QueryKey;
}) {
  const { t } = useTranslation('exercisesadmin');
  return (
    <RowAction
      send={() => setPublished(id, !published)}
      refresh={refresh}
      label={t(published ? 'practice.unpublish' : 'practice.publish')}
      failure={t('failed')}
      errorInline
    />
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('exercisesadmin');
  return (
    <Badge tone={published ? 'success' : 'neutral'}>
      {t(published ? 'practice.published' : 'practice.draft')}
    </Badge>
  );
}

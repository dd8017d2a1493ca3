import type { Curriculum } from '@kalvi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudDownload, Trash2 } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/language';
import { useTranslation } from '../../../lib/use-translation';
import { canSaveOffline, formatBytes, removeCourse, saveCourse, savedSize } from './saved-courses';

const offlineKeys = {
  saved: (courseId: string) => ['offline', 'saved', courseId] as const,
};

/** "Save for offline" on an enrolled course, then the space it takes and a way to give it back. */
export function SaveOffline({ curriculum }: { curriculum: Curriculum }) {
  const { t } = useTranslation('classroom');
  const client = useQueryClient();
  const key = offlineKeys.saved(curriculum.courseId);
  const size = useQuery({
    queryKey: key,
    queryFn: () => savedSize(curriculum.courseId),
    networkMode: 'always',
    enabled: canSaveOffline(),
  });
  const done = () => void client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: () => saveCourse(curriculum),
    onSettled: done,
    networkMode: 'always',
  });
  const remove = useMutation({
    mutationFn: () => removeCourse(curriculum.courseId),
    onSettled: done,
    networkMode: 'always',
  });
  if (!canSaveOffline() || size.isPending) return null;
  const bytes = size.data;
  return (
    <section className="space-y-2 rounded-ui border border-slate-200 bg-white p-3 text-sm">
      {bytes === null || bytes === undefined ? (
        <>
          <Button variant="secondary" size="sm" loading={save.isPending} onClick={() => save.mutate()}>
            <CloudDownload aria-hidden="true" size={16} />{' '}
            {save.isPending ? t('offline.saving') : t('offline.save')}
          </Button>
          <p className="text-slate-600">{t('offline.hint')}</p>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="font-semibold text-success-700">
            {t('offline.saved', { size: formatBytes(bytes, currentLanguage()) })}
          </p>
          <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
            <Trash2 aria-hidden="true" size={16} /> {t('offline.remove')}
          </Button>
        </div>
      )}
      {save.isError && <Alert tone="error">{t('offline.failed')}</Alert>}
    </section>
  );
}

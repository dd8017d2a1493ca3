import { formatDate, postAge } from '@kalvi/shared';
import { useTranslation } from '../../../lib/use-translation';

/** How long ago a post was written, with the exact time on hover. */
export function Age({ at }: { at: string }) {
  const { t, i18n } = useTranslation('classroom');
  const { unit, count } = postAge(at);
  return (
    <time dateTime={at} title={formatDate(at, i18n.language, 'dateTime')}>
      {t(`questions.age.${unit}`, { count })}
    </time>
  );
}

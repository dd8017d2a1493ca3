import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

/** The record's photo, or its initials when it has none. */
export function InstructorPhoto({ name, url, size }: { name: string; url: string; size: 'sm' | 'lg' }) {
  const { t } = useTranslation('people');
  const box = size === 'sm' ? 'size-10 text-sm' : 'size-24 text-2xl';
  if (url)
    return (
      <img
        src={url}
        alt={t('instructors.photoAlt', { name })}
        className={cn(box, 'shrink-0 rounded-full border border-slate-200 object-cover')}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800',
      )}
    >
      {initials}
    </span>
  );
}

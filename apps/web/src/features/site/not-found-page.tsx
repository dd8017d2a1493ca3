import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';

export function NotFoundPage() {
  const { t: common } = useTranslation();
  const { t } = useTranslation('site');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>{common('pageTitle', { title: t('notFound.title') })}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Compass aria-hidden="true" size={32} />
      </span>
      <p className="mt-6 text-sm font-bold tracking-widest text-accent-700">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-slate-600">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary', 'md')}>
          {t('notFound.home')}
        </Link>
        <Link to={paths.courses} className={buttonClasses('secondary', 'md')}>
          {t('notFound.courses')}
        </Link>
      </div>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { buttonClasses } from '../../components/ui/button';

export function HomePage() {
  const { t } = useTranslation('site');
  const { t: tc } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary-950 via-primary-900 to-primary-700 pt-shell text-white">
      <title>{tc('pageTitle', { title: t('home.title') })}</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8 lg:py-32">
        <p lang="ta" className="font-tamil text-sm font-semibold text-accent-300 sm:text-base">
          {t('home.eyebrow')}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          {t('home.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/85">{t('home.intro')}</p>
        <Link to={paths.courses} className={buttonClasses('accent', 'lg', 'mt-8')}>
          {t('home.cta')}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}

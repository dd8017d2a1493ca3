import { TESTIMONIALS, TESTIMONIALS_PER_PAGE } from '@kalvi/shared';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { TestimonialCard } from '../../components/ui/testimonial-card';
import { useTranslation } from '../../lib/use-translation';

const totalPages = Math.ceil(TESTIMONIALS.length / TESTIMONIALS_PER_PAGE);

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= totalPages ? page : 1;
}

/** Wall of Love (docs/product/screens.md#testimonials): six learners a page; the page lives in the address so Back works. */
export function TestimonialsPage() {
  const { t } = useTranslation('site');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const gridRef = useRef<HTMLHeadingElement>(null);
  const shown = TESTIMONIALS.slice((page - 1) * TESTIMONIALS_PER_PAGE, page * TESTIMONIALS_PER_PAGE);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    // Take keyboard and screen-reader users to the new cards, not back to the top of the page.
    gridRef.current?.focus({ preventScroll: true });
    gridRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <PageHeader title={t('wall.title')} intro={t('wall.intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h2
          ref={gridRef}
          tabIndex={-1}
          className="mb-6 text-sm font-semibold text-slate-600 focus:outline-none"
        >
          {t('wall.showing', { page, total: totalPages })}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="wall">
          {shown.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} verifiedLabel={t('wall.verified')} />
            </li>
          ))}
        </ul>
        <Pagination
          current={page}
          total={totalPages}
          onChange={goTo}
          previousLabel={t('wall.prev')}
          className="mt-10"
        />
      </div>
    </>
  );
}

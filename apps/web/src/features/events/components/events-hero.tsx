import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';

const SEARCH_DELAY_MS = 350;

/** 'Discover Amazing Events' with the search box and the Filters toggle (spec §2). */
export function EventsHero({
  search,
  onSearch,
  filtersOpen,
  onToggleFilters,
  filtersId,
}: {
  search: string;
  onSearch: (value: string) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filtersId: string;
}) {
  const { t } = useTranslation('events');
  const inputId = useId();
  const [text, setText] = useState(search);

  // Follow the URL when it changes from elsewhere (Clear Filters, back button).
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  // Search as the learner types, once they pause.
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text);
  };

  return (
    <PageHeader title={t('page.title')} intro={t('page.intro')}>
      <search className="mt-6 block max-w-3xl">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              size={20}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
            />
            <input
              id={inputId}
              type="search"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('search.placeholder')}
              className="min-h-12 w-full rounded-ui border-0 bg-white py-3 pr-3 pl-10 text-base text-ink shadow-sm placeholder:text-slate-500"
            />
          </div>
          <Button
            variant="accent"
            size="lg"
            onClick={onToggleFilters}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            className={cn(filtersOpen && 'ring-2 ring-white')}
          >
            <SlidersHorizontal aria-hidden="true" size={18} />
            {t('filters.toggle')}
          </Button>
        </form>
      </search>
    </PageHeader>
  );
}

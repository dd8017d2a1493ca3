import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';

const SEARCH_DELAY_MS = 350;

/** 'Discover Amazing Events' with the search box and the Filters toggle (docs/product/screens.md#events-catalogue). */
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
  const [text, setText] = useState(search);
  const timer = useRef<number | undefined>(undefined);
  /** The search this box last put in the URL, to tell our own echo from a change made elsewhere. */
  const sent = useRef(search);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  const send = (value: string) => {
    window.clearTimeout(timer.current);
    sent.current = value.trim();
    latestOnSearch.current(value);
  };

  // Follow the URL when it changes from elsewhere (Clear Filters, the back button).
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    window.clearTimeout(timer.current);
    setText(search);
  }, [search]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Search as the learner types, once they pause.
  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => send(value), SEARCH_DELAY_MS);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(text);
  };

  return (
    <PageHeader title={t('page.title')} intro={t('page.intro')}>
      <search className="mt-6 block max-w-3xl">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
          <SearchBox
            label={t('search.label')}
            value={text}
            maxLength={100}
            onChange={(e) => change(e.target.value)}
            placeholder={t('search.placeholder')}
            className="pr-3"
          />
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

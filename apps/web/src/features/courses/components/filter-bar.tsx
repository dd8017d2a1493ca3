import { COURSE_LEVELS, COURSE_SEARCH_MAX, COURSE_SORTS, type CourseSort } from '@kalvi/shared';
import { LayoutGrid, List, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses, SelectField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { useCourseFacets } from '../api/course-api';
import type { CatalogueParams, ViewMode } from '../use-catalogue-params';

const SEARCH_DEBOUNCE_MS = 350;

export interface FilterBarProps {
  params: CatalogueParams;
  total: number | undefined;
  onChange: (changes: Partial<CatalogueParams>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** The filter bar of docs/product/screens.md#course-catalogue: search, category, level and sort, a toggle, and the grid/list switch. */
export function FilterBar({ params, total, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation('courses');
  const facets = useCourseFacets();
  // Open from the start where there is room; folded away on a phone until asked for.
  // Until the learner chooses, the width decides: the server's HTML (and its hydration) has the
  // phone's folded panel and a wide screen opens it right after.
  const isWide = useMediaQuery('(min-width: 768px)');
  const [choice, setOpen] = useState<boolean | null>(null);
  const open = choice ?? isWide;
  const panelId = useId();

  // Typing stays local and reaches the URL (and the server) once the learner pauses.
  const [search, setSearch] = useState(params.search);
  useEffect(() => setSearch(params.search), [params.search]);
  useEffect(() => {
    if (search === params.search) return;
    const timer = setTimeout(() => onChange({ search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, params.search, onChange]);

  const hasFilters = Boolean(params.search || params.category || params.level || params.sort !== 'popular');
  const categories = facets.data?.categories ?? [];
  // A shared link may name a category this page has not loaded yet: keep it selectable.
  const categoryOptions =
    params.category && !categories.includes(params.category) ? [params.category, ...categories] : categories;

  return (
    <section
      aria-label={t('filters.label')}
      className="rounded-ui border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1 basis-64">
          <label htmlFor={`${panelId}-search`} className="sr-only">
            {t('filters.search')}
          </label>
          <Search
            aria-hidden="true"
            size={18}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
          />
          <input
            id={`${panelId}-search`}
            type="search"
            value={search}
            maxLength={COURSE_SEARCH_MAX}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onChange({ search });
            }}
            className={inputClasses(false, 'pl-10')}
          />
        </div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden="true" size={18} />
          {t('filters.toggle')}
        </Button>
        <fieldset className="flex items-center gap-1 rounded-ui border border-slate-200 p-1">
          <legend className="sr-only">{t('filters.view')}</legend>
          {(
            [
              ['grid', LayoutGrid, t('filters.grid')],
              ['list', List, t('filters.list')],
            ] as const
          ).map(([mode, Icon, label]) => (
            <button
              key={mode}
              type="button"
              aria-label={label}
              aria-pressed={params.view === mode}
              onClick={() => onChange({ view: mode as ViewMode })}
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-[0.5rem] transition-colors sm:size-9',
                params.view === mode ? 'bg-primary-700 text-white' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              <Icon aria-hidden="true" size={18} />
            </button>
          ))}
        </fieldset>
      </div>

      <div
        id={panelId}
        hidden={!open}
        className="mt-4 grid gap-3 sm:grid-cols-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
      >
        <SelectField
          label={t('filters.category')}
          value={params.category}
          onValueChange={(category) => onChange({ category })}
          options={[
            { value: '', label: t('filters.allCategories') },
            ...categoryOptions.map((c) => ({ value: c, label: c })),
          ]}
        />
        <SelectField
          label={t('filters.level')}
          value={params.level}
          onValueChange={(level) => onChange({ level })}
          options={[
            { value: '', label: t('filters.allLevels') },
            ...COURSE_LEVELS.map((level) => ({ value: level, label: t(`filters.levels.${level}`) })),
          ]}
        />
        <SelectField
          label={t('filters.sort')}
          value={params.sort}
          onValueChange={(sort) => onChange({ sort: sort as CourseSort })}
          options={COURSE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
        />
        <Button variant="ghost" onClick={onClear} disabled={!hasFilters} className="text-primary-800">
          <X aria-hidden="true" size={18} />
          {t('filters.clear')}
        </Button>
      </div>
      {total !== undefined && (
        <p className="mt-3 text-sm text-slate-600" aria-live="polite">
          {t('filters.results', { count: total })}
        </p>
      )}
    </section>
  );
}

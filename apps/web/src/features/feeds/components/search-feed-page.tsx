import type { FeedPage } from '@kalvi/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import type { SearchParams } from '../api/use-feed';
import { FeedResults, type FeedResultsProps } from './feed-results';
import { SearchForm } from './search-form';
import { TopicChips } from './topic-chips';

export interface SearchFeedPageProps<T> {
  texts: {
    title: string;
    intro: string;
    searchLabel: string;
    searchPlaceholder: string;
    topicsLabel: string;
  };
  topics: readonly string[];
  params: SearchParams;
  update: (changes: Partial<Record<'topic' | 'q' | 'page', string | number | undefined>>) => void;
  query: UseQueryResult<FeedPage<T>, Error>;
  results: Omit<FeedResultsProps<T>, 'query' | 'onPageChange'>;
}

/**
 * The research and articles pages: a search box in the header, topic chips, the results.
 * A search replaces the topic until it is cleared or a chip is chosen.
 */
export function SearchFeedPage<T>({ texts, topics, params, update, query, results }: SearchFeedPageProps<T>) {
  const { t } = useTranslation('feeds');
  return (
    <>
      <PageHeader title={texts.title} intro={texts.intro}>
        <SearchForm
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={params.q}
          onSearch={(q) => update({ q })}
          onClear={() => update({ q: undefined })}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6">
          <TopicChips
            label={texts.topicsLabel}
            topics={topics}
            selected={params.q ? undefined : params.topic}
            onSelect={(topic) => update({ topic, q: undefined })}
          />
          {params.q && (
            <h2 className="mt-5 text-xl font-semibold text-ink">{t('search.resultsFor', { q: params.q })}</h2>
          )}
        </div>
        <FeedResults {...results} query={query} onPageChange={(page) => update({ page })} />
      </div>
    </>
  );
}

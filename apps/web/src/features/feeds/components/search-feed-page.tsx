import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/use-translation';
import type { SearchParams } from '../api/feed-api';
import { FeedResults, type FeedResultsProps } from './feed-results';
import { SearchForm } from './search-form';
import { TopicChips } from './topic-chips';

export interface SearchFeedPageProps<T> extends Omit<FeedResultsProps<T>, 'onPageChange' | 'section'> {
  section: 'research' | 'articles';
  topics: readonly string[];
  params: SearchParams;
  update: (changes: Partial<Record<'topic' | 'q' | 'page', string | number | undefined>>) => void;
}

/**
 * The research and articles pages: a search box in the header, topic chips, the results.
 * A search replaces the topic until it is cleared or a chip is chosen.
 */
export function SearchFeedPage<T>({ section, topics, params, update, ...results }: SearchFeedPageProps<T>) {
  const { t } = useTranslation('feeds');
  return (
    <>
      <PageHeader title={t(`${section}.title`)} intro={t(`${section}.intro`)}>
        <SearchForm
          label={t(`${section}.searchLabel`)}
          placeholder={t(`${section}.searchPlaceholder`)}
          value={params.q}
          onSearch={(q) => update({ q })}
          onClear={() => update({ q: undefined })}
        />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="mb-6">
          <TopicChips
            label={t(`${section}.topicsLabel`)}
            topics={topics}
            selected={params.q ? undefined : params.topic}
            onSelect={(topic) => update({ topic, q: undefined })}
          />
          {params.q && (
            <h2 className="mt-5 text-xl font-semibold text-ink">{t('search.resultsFor', { q: params.q })}</h2>
          )}
        </div>
        <FeedResults {...results} section={section} onPageChange={(page) => update({ page })} />
      </div>
    </>
  );
}

import { PAPER_TOPICS, papersQuerySchema } from '@kalvi/shared';
import { useTranslation } from 'react-i18next';
import { usePapers } from './api/use-feed';
import { PaperCard } from './components/paper-card';
import { SearchFeedPage } from './components/search-feed-page';
import { useFeedParams } from './use-feed-params';

export function ResearchPage() {
  const { t } = useTranslation('feeds');
  const [params, update] = useFeedParams(papersQuerySchema.shape);
  const query = usePapers(params);
  return (
    <SearchFeedPage
      texts={{
        title: t('research.title'),
        intro: t('research.intro'),
        searchLabel: t('research.searchLabel'),
        searchPlaceholder: t('research.searchPlaceholder'),
        topicsLabel: t('research.topicsLabel'),
      }}
      topics={PAPER_TOPICS}
      params={params}
      update={update}
      query={query}
      results={{
        noun: t('research.noun'),
        loadingLabel: t('research.loading'),
        errorTitle: t('research.errorTitle'),
        emptyTitle: t('research.emptyTitle'),
        emptyBody: t('research.emptyBody'),
        listClassName: 'grid gap-4 lg:grid-cols-2',
        skeletonClassName: 'h-64',
        itemKey: (paper) => paper.id,
        renderItem: (paper) => <PaperCard paper={paper} />,
      }}
    />
  );
}

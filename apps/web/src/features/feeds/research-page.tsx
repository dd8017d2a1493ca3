import { PAPER_TOPICS, papersQuerySchema } from '@kalvi/shared';
import { usePapers } from './api/feed-api';
import { PaperCard } from './components/paper-card';
import { SearchFeedPage } from './components/search-feed-page';
import { useFeedParams } from './use-feed-params';

export function ResearchPage() {
  const [params, update] = useFeedParams(papersQuerySchema.shape);
  return (
    <SearchFeedPage
      section="research"
      topics={PAPER_TOPICS}
      params={params}
      update={update}
      query={usePapers(params)}
      listClassName="grid gap-4 lg:grid-cols-2"
      skeletonClassName="h-64"
      itemKey={(paper) => paper.id}
      renderItem={(paper) => <PaperCard paper={paper} />}
    />
  );
}

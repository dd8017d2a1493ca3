import { ARTICLE_TOPICS, articlesQuerySchema } from '@kalvi/shared';
import { useArticles } from './api/feed-api';
import { ArticleCard } from './components/article-card';
import { SearchFeedPage } from './components/search-feed-page';
import { useFeedParams } from './use-feed-params';

export function ArticlesPage() {
  const [params, update] = useFeedParams(articlesQuerySchema.shape);
  return (
    <SearchFeedPage
      section="articles"
      topics={ARTICLE_TOPICS}
      params={params}
      update={update}
      query={useArticles(params)}
      listClassName="grid gap-4 md:grid-cols-2"
      skeletonClassName="h-44"
      itemKey={(article) => article.url}
      renderItem={(article) => <ArticleCard article={article} />}
    />
  );
}

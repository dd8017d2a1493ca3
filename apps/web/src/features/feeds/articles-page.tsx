import { ARTICLE_TOPICS, articlesQuerySchema } from '@kalvi/shared';
import { useTranslation } from 'react-i18next';
import { useArticles } from './api/use-feed';
import { ArticleCard } from './components/article-card';
import { SearchFeedPage } from './components/search-feed-page';
import { useFeedParams } from './use-feed-params';

export function ArticlesPage() {
  const { t } = useTranslation('feeds');
  const [params, update] = useFeedParams(articlesQuerySchema.shape);
  const query = useArticles(params);
  return (
    <SearchFeedPage
      texts={{
        title: t('articles.title'),
        intro: t('articles.intro'),
        searchLabel: t('articles.searchLabel'),
        searchPlaceholder: t('articles.searchPlaceholder'),
        topicsLabel: t('articles.topicsLabel'),
      }}
      topics={ARTICLE_TOPICS}
      params={params}
      update={update}
      query={query}
      results={{
        noun: t('articles.noun'),
        loadingLabel: t('articles.loading'),
        errorTitle: t('articles.errorTitle'),
        emptyTitle: t('articles.emptyTitle'),
        emptyBody: t('articles.emptyBody'),
        listClassName: 'grid gap-4 md:grid-cols-2',
        skeletonClassName: 'h-44',
        itemKey: (article) => article.url,
        renderItem: (article) => <ArticleCard article={article} />,
      }}
    />
  );
}

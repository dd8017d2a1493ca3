import { QUESTION_SEARCH_MAX, QUESTION_SORTS, type QuestionSort, type QuestionSummary } from '@kalvi/shared';
import { CheckCircle2, MessageSquare, Search, ThumbsUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { inputClasses } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { messageOf } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/use-translation';
import { type QuestionFilter, useQuestionList } from '../api/question-api';
import { Age } from './age';

function Row({ question, onOpen }: { question: QuestionSummary; onOpen: () => void }) {
  const { t } = useTranslation('classroom');
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-ui border border-slate-200 bg-white p-3 text-left hover:border-primary-300 hover:bg-primary-50/40"
      >
        <span className="block font-semibold text-ink [overflow-wrap:anywhere]">{question.title}</span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{question.author.name}</span>
          <Age at={question.createdAt} />
          <span
            className="inline-flex items-center gap-1"
            title={t('questions.votes', { count: question.votes })}
          >
            <ThumbsUp aria-hidden="true" size={14} /> {t('questions.votes', { count: question.votes })}
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" size={14} />{' '}
            {t('questions.answers', { count: question.answerCount })}
          </span>
          {question.accepted && (
            <Badge tone="success" className="inline-flex items-center gap-1">
              <CheckCircle2 aria-hidden="true" size={14} /> {t('questions.solved')}
            </Badge>
          )}
          {!question.answered && <Badge tone="warning">{t('questions.waiting')}</Badge>}
          {question.hidden && <Badge tone="danger">{t('questions.hidden')}</Badge>}
        </span>
      </button>
    </li>
  );
}

export function QuestionList({
  lessonId,
  exercise,
  onAsk,
  onOpen,
}: {
  lessonId: string;
  exercise: boolean;
  onAsk: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('classroom');
  const [filter, setFilter] = useState<QuestionFilter>({ sort: 'newest', scope: 'lesson', q: '', page: 1 });
  const [draft, setDraft] = useState('');
  const list = useQuestionList(lessonId, filter);
  const change = (next: Partial<QuestionFilter>) => setFilter((f) => ({ ...f, page: 1, ...next }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: draft.trim() });
  };
  const selectClass = inputClasses(false, 'min-w-0 sm:w-auto');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{t('questions.intro')}</p>
        <Button onClick={onAsk}>{exercise ? t('questions.askAboutThis') : t('questions.ask')}</Button>
      </div>
      <form onSubmit={search} className="flex gap-2">
        <label htmlFor="question-search" className="sr-only">
          {t('questions.searchLabel')}
        </label>
        <input
          id="question-search"
          type="search"
          value={draft}
          maxLength={QUESTION_SEARCH_MAX}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('questions.searchPlaceholder')}
          className={inputClasses(false, 'flex-1')}
        />
        <Button type="submit" variant="secondary" aria-label={t('questions.search')}>
          <Search aria-hidden="true" size={18} />
          <span className="hidden sm:inline">{t('questions.search')}</span>
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <label className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:items-center sm:gap-2">
          {t('questions.sortLabel')}
          <select
            className={selectClass}
            value={filter.sort}
            onChange={(e) => change({ sort: e.target.value as QuestionSort })}
          >
            {QUESTION_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`questions.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700 sm:flex-row sm:items-center sm:gap-2">
          {t('questions.scopeLabel')}
          <select
            className={selectClass}
            value={filter.scope}
            onChange={(e) => change({ scope: e.target.value as QuestionFilter['scope'] })}
          >
            <option value="lesson">{t('questions.scopes.lesson')}</option>
            <option value="course">{t('questions.scopes.course')}</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <div className="h-16 animate-pulse rounded-ui bg-slate-100 motion-reduce:animate-none" />
          <div className="h-16 animate-pulse rounded-ui bg-slate-100 motion-reduce:animate-none" />
        </div>
      ) : list.isError ? (
        <ErrorState
          message={messageOf(list.error, t('questions.loadError'))}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <div className="rounded-ui bg-slate-50 px-4 py-6 text-center">
          <p className="font-semibold text-ink">
            {filter.q ? t('questions.noMatches') : t('questions.empty')}
          </p>
          {!filter.q && <p className="mt-1 text-sm text-slate-600">{t('questions.emptyHint')}</p>}
        </div>
      ) : (
        <>
          <ul className="space-y-2" data-testid="question-list">
            {list.data.data.map((q) => (
              <Row key={q.id} question={q} onOpen={() => onOpen(q.id)} />
            ))}
          </ul>
          <Pagination
            current={filter.page}
            total={list.data.pagination.total_pages}
            onChange={(page) => setFilter((f) => ({ ...f, page }))}
          />
        </>
      )}
    </div>
  );
}

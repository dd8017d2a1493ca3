import { INBOX_STATES, type InboxQuestion, postAge } from '@kalvi/shared';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { inputClasses } from '../../components/ui/field';
import { Pagination } from '../../components/ui/pagination';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { SectionHeader } from '../components/section-header';
import { useListParams } from '../components/use-list-params';
import { AnswersPanel } from './answers-panel';
import { useQuestionInbox } from './api';
import { AnswerForm, HideForm } from './inline-forms';

const FILTERS = ['state'] as const;

/** /admin/questions: questions on the courses I teach (staff: all), unanswered and oldest first. */
export function QuestionsPage() {
  const { t } = useTranslation('questionsadmin');
  const list = useListParams(FILTERS);
  const state = list.filters.state || 'unanswered';
  const inbox = useQuestionInbox(list.query(20));
  return (
    <section>
      <SectionHeader title={t('title')} intro={t('intro')} />
      <label className="mb-4 flex max-w-xs flex-col text-sm font-medium">
        {t('show')}
        <select
          value={state}
          onChange={(e) => list.setFilters({ state: e.target.value === 'unanswered' ? '' : e.target.value })}
          className={inputClasses()}
        >
          {INBOX_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {inbox.isPending ? (
        <PageSpinner />
      ) : inbox.isError ? (
        <ErrorState message={messageOf(inbox.error, t('loadError'))} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.data.length === 0 ? (
        <p className="rounded-ui bg-slate-50 px-4 py-8 text-center font-semibold text-ink">
          {t(`empty.${state as (typeof INBOX_STATES)[number]}`)}
        </p>
      ) : (
        <>
          <ul className="space-y-3" data-testid="question-inbox">
            {inbox.data.data.map((q) => (
              <InboxItem key={q.id} question={q} />
            ))}
          </ul>
          <Pagination
            className="mt-4"
            current={inbox.data.pagination.current_page}
            total={inbox.data.pagination.total_pages}
            onChange={list.setPage}
          />
        </>
      )}
    </section>
  );
}

function InboxItem({ question: q }: { question: InboxQuestion }) {
  const { t } = useTranslation('questionsadmin');
  const age = postAge(q.createdAt);
  const [open, setOpen] = useState<'answer' | 'hide' | 'answers' | null>(null);
  return (
    <li className="space-y-2 rounded-ui border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge tone={q.firstAnsweredAt ? 'success' : 'warning'}>
          {q.firstAnsweredAt ? t('answered', { count: q.answerCount }) : t('waiting')}
        </Badge>
        <span>{t(`age.${age.unit}`, { count: age.count })}</span>
        <span>·</span>
        <span>{q.courseTitle}</span>
        <span>·</span>
        <span>{q.lessonTitle}</span>
        {q.reports > 0 && <Badge tone="danger">{t('reports', { count: q.reports })}</Badge>}
      </div>
      <h2 className="font-semibold text-ink [overflow-wrap:anywhere]">{q.title}</h2>
      <p className="text-sm text-slate-600">{t('askedBy', { name: q.askerName })}</p>
      {/* Markdown as the lesson shows it: no raw HTML; a long question scrolls inside its box. */}
      <div className="max-h-48 space-y-2 overflow-auto text-sm text-slate-800 [overflow-wrap:anywhere] [&_pre]:overflow-x-auto [&_pre]:rounded-ui [&_pre]:bg-slate-100 [&_pre]:p-2">
        <Markdown skipHtml>{q.body}</Markdown>
      </div>
      {q.hidden && (
        <p className="rounded-ui bg-amber-50 p-2 text-sm text-amber-900">
          {t('hiddenBecause', { reason: q.hiddenReason })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!q.hidden && (
          <Button
            size="sm"
            onClick={() => setOpen(open === 'answer' ? null : 'answer')}
            aria-expanded={open === 'answer'}
          >
            {t('answer')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setOpen(open === 'hide' ? null : 'hide')}
          aria-expanded={open === 'hide'}
        >
          {q.hidden ? t('restore') : t('hide')}
        </Button>
        {/* Always there: the count leaves hidden answers out, and those must stay reachable. */}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOpen(open === 'answers' ? null : 'answers')}
          aria-expanded={open === 'answers'}
        >
          {t('answersToggle')}
        </Button>
      </div>
      {open === 'answer' && <AnswerForm id={q.id} onDone={() => setOpen(null)} />}
      {open === 'hide' && (
        <HideForm kind="question" id={q.id} hidden={!q.hidden} onDone={() => setOpen(null)} />
      )}
      {open === 'answers' && <AnswersPanel questionId={q.id} />}
    </li>
  );
}

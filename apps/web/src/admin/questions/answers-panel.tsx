import type { Answer } from '@kalvi/shared';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { useThreadForStaff } from './api';
import { HideForm } from './inline-forms';

/**
 * A question's answers under its inbox card, so staff can hide one (a reported answer, a wrong
 * or rude one) with a reason, or show it again: the review moderation pattern, for answers.
 */
export function AnswersPanel({ questionId }: { questionId: string }) {
  const { t } = useTranslation('questionsadmin');
  const thread = useThreadForStaff(questionId);
  if (thread.isPending) return <PageSpinner />;
  if (thread.isError) return <ErrorState message={messageOf(thread.error, t('loadError'))} />;
  if (thread.data.answers.length === 0) return <p className="text-sm text-slate-600">{t('noAnswers')}</p>;
  return (
    <ul className="space-y-2 border-l-2 border-slate-200 pl-3">
      {thread.data.answers.map((a) => (
        <AnswerRow key={a.id} answer={a} />
      ))}
    </ul>
  );
}

function AnswerRow({ answer: a }: { answer: Answer }) {
  const { t } = useTranslation('questionsadmin');
  const [hiding, setHiding] = useState(false);
  return (
    <li className="space-y-2 rounded-ui bg-slate-50 p-3" data-testid="console-answer">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{a.author.name}</span>
        {a.official && <Badge tone="primary">{t('official')}</Badge>}
        {a.accepted && <Badge tone="success">{t('accepted')}</Badge>}
      </p>
      <div className="max-h-40 space-y-2 overflow-auto text-sm text-slate-800 [overflow-wrap:anywhere] [&_pre]:overflow-x-auto">
        <Markdown skipHtml>{a.body}</Markdown>
      </div>
      {a.hidden && (
        <p className="rounded-ui bg-amber-50 p-2 text-sm text-amber-900">
          {t('hiddenBecause', { reason: a.hiddenReason })}
        </p>
      )}
      <Button size="sm" variant="secondary" onClick={() => setHiding(!hiding)} aria-expanded={hiding}>
        {a.hidden ? t('restore') : t('hide')}
      </Button>
      {hiding && <HideForm kind="answer" id={a.id} hidden={!a.hidden} onDone={() => setHiding(false)} />}
    </li>
  );
}

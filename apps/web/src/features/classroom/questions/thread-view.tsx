import { ANSWER_BODY_MAX, type Answer, type QuestionThread, VERDICTS, type Verdict } from '@kalvi/shared';
import { ArrowLeft, BadgeCheck, CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { TextAreaField } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { messageOf } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import { useAcceptAnswer, useAnswerQuestion, useDeletePost, useQuestionThread } from '../api/question-api';
import { Reading } from '../components/reading';
import { VerdictBadge } from '../exercise/verdict';
import { Age } from './age';
import { EditPost } from './edit-post';
import { PostActions } from './post-actions';

const isVerdict = (v: string | null): v is Verdict => (VERDICTS as readonly string[]).includes(v ?? '');

/** Shown to the course's instructor and staff only: learners never receive a hidden post. */
function HiddenNote({ reason }: { reason: string }) {
  const { t } = useTranslation('classroom');
  return (
    <p className="rounded-ui bg-amber-50 p-2 text-sm text-amber-900">
      {t('questions.hiddenBecause', { reason })}
    </p>
  );
}

function Byline({
  name,
  at,
  official,
  edited,
}: {
  name: string;
  at: string;
  official?: boolean;
  edited: boolean;
}) {
  const { t } = useTranslation('classroom');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <span className="font-medium text-slate-800">{name}</span>
      {official && (
        <Badge tone="primary" className="inline-flex items-center gap-1">
          <BadgeCheck aria-hidden="true" size={14} /> {t('questions.official')}
        </Badge>
      )}
      <Age at={at} />
      {edited && <span>· {t('questions.edited')}</span>}
    </p>
  );
}

function AnswerCard({ answer, thread }: { answer: Answer; thread: QuestionThread }) {
  const { t } = useTranslation('classroom');
  const accept = useAcceptAnswer(thread.id);
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  return (
    <li
      className={cn(
        'space-y-3 rounded-ui border bg-white p-4',
        answer.accepted ? 'border-success-600' : 'border-slate-200',
      )}
      data-testid="answer"
    >
      {answer.accepted && (
        <p className="flex items-center gap-1 font-semibold text-success-700">
          <CheckCircle2 aria-hidden="true" size={18} /> {t('questions.accepted')}
        </p>
      )}
      {answer.hidden && <HiddenNote reason={answer.hiddenReason} />}
      <Byline
        name={answer.author.name}
        at={answer.createdAt}
        official={answer.official}
        edited={answer.editedAt !== null}
      />
      {editing ? (
        <EditPost kind="answer" id={answer.id} body={answer.body} onDone={() => setEditing(false)} />
      ) : (
        <Reading body={answer.body} />
      )}
      <div className="flex flex-wrap items-start gap-2">
        <PostActions
          kind="answer"
          id={answer.id}
          votes={answer.votes}
          voted={answer.voted}
          mine={answer.mine}
        />
        {thread.canAccept && (
          <Button
            size="sm"
            variant={answer.accepted ? 'ghost' : 'secondary'}
            loading={accept.isPending}
            onClick={() => accept.mutate(answer.accepted ? null : answer.id)}
          >
            {answer.accepted ? t('questions.unaccept') : t('questions.accept')}
          </Button>
        )}
        {answer.canEdit && !editing && (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            {t('questions.edit')}
          </Button>
        )}
        {answer.canDelete && (
          <Button size="sm" variant="ghost" onClick={() => remove.mutate({ kind: 'answer', id: answer.id })}>
            {t('questions.delete')}
          </Button>
        )}
      </div>
      {accept.isError && (
        <p className="text-sm text-danger-700">{messageOf(accept.error, t('questions.failed'))}</p>
      )}
    </li>
  );
}

function AnswerForm({ questionId }: { questionId: string }) {
  const { t } = useTranslation('classroom');
  const answer = useAnswerQuestion(questionId);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextAreaField
        label={t('questions.yourAnswer')}
        value={body}
        rows={5}
        maxLength={ANSWER_BODY_MAX}
        onChange={(e) => setBody(e.target.value)}
        hint={t('questions.form.bodyHint')}
        error={answer.isError ? messageOf(answer.error, t('questions.failed')) : undefined}
      />
      <Button type="submit" loading={answer.isPending}>
        {t('questions.postAnswer')}
      </Button>
    </form>
  );
}

export function ThreadView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('classroom');
  const thread = useQuestionThread(id);
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" size={16} /> {t('questions.back')}
    </Button>
  );
  if (thread.isPending) return <PageSpinner />;
  if (thread.isError) {
    return (
      <div className="space-y-3">
        {back}
        <ErrorState message={messageOf(thread.error, t('questions.loadError'))} />
      </div>
    );
  }
  const q = thread.data;
  return (
    <div className="space-y-5">
      {back}
      <article className="space-y-3 rounded-ui border border-slate-200 bg-white p-4" data-testid="question">
        {q.hidden && <HiddenNote reason={q.hiddenReason} />}
        {editing ? (
          <EditPost
            kind="question"
            id={q.id}
            title={q.title}
            body={q.body}
            onDone={() => setEditing(false)}
          />
        ) : (
          <>
            <h3 className="text-lg font-bold text-ink [overflow-wrap:anywhere]">{q.title}</h3>
            <Byline name={q.author.name} at={q.createdAt} edited={q.editedAt !== null} />
            <Reading body={q.body} />
          </>
        )}
        {q.attachment && (
          <div className="space-y-2">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700">
              {t('questions.attachment', { passed: q.attachment.passed, total: q.attachment.total })}
              {isVerdict(q.attachment.verdict) && <VerdictBadge verdict={q.attachment.verdict} />}
            </p>
            <pre className="max-h-72 overflow-auto rounded-ui bg-slate-900 p-3 text-sm text-slate-100">
              <code>{q.attachment.code}</code>
            </pre>
          </div>
        )}
        <div className="flex flex-wrap items-start gap-2">
          <PostActions kind="question" id={q.id} votes={q.votes} voted={q.voted} mine={q.mine} />
          {q.canEdit && !editing && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              {t('questions.edit')}
            </Button>
          )}
          {q.canDelete && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => remove.mutate({ kind: 'question', id: q.id }, { onSuccess: onBack })}
            >
              {t('questions.delete')}
            </Button>
          )}
        </div>
      </article>
      <h4 className="font-semibold text-ink">{t('questions.answers', { count: q.answers.length })}</h4>
      {q.answers.length === 0 ? (
        <p className="text-slate-600">{t('questions.noAnswers')}</p>
      ) : (
        <ul className="space-y-3">
          {q.answers.map((a) => (
            <AnswerCard key={a.id} answer={a} thread={q} />
          ))}
        </ul>
      )}
      {!q.hidden && <AnswerForm questionId={q.id} />}
    </div>
  );
}

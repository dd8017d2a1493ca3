import { Flag, ThumbsUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import { type PostKind, useReport, useVote } from '../api/question-api';

/** Upvote (not one's own post) and report, under a question or an answer. */
export function PostActions({
  kind,
  id,
  votes,
  voted,
  mine,
}: {
  kind: PostKind;
  id: string;
  votes: number;
  voted: boolean;
  mine: boolean;
}) {
  const { t } = useTranslation('classroom');
  const vote = useVote();
  const report = useReport();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ kind, id, reason }, { onSuccess: () => setReporting(false) });
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={voted}
          disabled={mine}
          title={mine ? t('questions.ownVote') : undefined}
          loading={vote.isPending}
          onClick={() => vote.mutate({ kind, id, on: !voted })}
          className={cn(voted && 'border-primary-600 bg-primary-50')}
        >
          <ThumbsUp aria-hidden="true" size={16} /> {t('questions.votes', { count: votes })}
        </Button>
        {!mine && !report.isSuccess && (
          <Button variant="ghost" size="sm" onClick={() => setReporting((r) => !r)} aria-expanded={reporting}>
            <Flag aria-hidden="true" size={16} /> {t('questions.report')}
          </Button>
        )}
        {report.isSuccess && <span className="text-sm text-success-700">{report.data.message}</span>}
      </div>
      {vote.isError && (
        <p className="text-sm text-danger-700">{messageOf(vote.error, t('questions.failed'))}</p>
      )}
      {reporting && (
        <form onSubmit={send} className="flex flex-wrap gap-2">
          <label htmlFor={`report-${id}`} className="sr-only">
            {t('questions.reportReason')}
          </label>
          <input
            id={`report-${id}`}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('questions.reportReason')}
            className={inputClasses(report.isError, 'min-w-0 flex-1')}
          />
          <Button type="submit" size="sm" variant="danger" loading={report.isPending}>
            {t('questions.reportSend')}
          </Button>
          {report.isError && (
            <p className="w-full text-sm text-danger-700">{messageOf(report.error, t('questions.failed'))}</p>
          )}
        </form>
      )}
    </div>
  );
}

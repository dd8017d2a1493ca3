import { REVIEW_COMMENT_MAX } from '@kalvi/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import { StarPicker } from './star-picker';

export interface ReviewFormProps {
  initial?: { rating: number; comment: string };
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (value: { rating: number; comment: string }) => void;
  onCancel?: () => void;
}

/**
 * docs/product/validation-and-messages.md#reviews: a star picker and a comment limited to 1000 characters with a counter;
 * submit stays disabled until there is a rating and a comment. The server checks the same.
 */
export function ReviewForm({ initial, submitLabel, busyLabel, busy, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation('courses');
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const blank = comment.trim() === '';

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating === 0 || blank) return;
        onSubmit({ rating, comment: comment.trim() });
      }}
    >
      <StarPicker value={rating} onChange={setRating} legend={t('reviews.yourRating')} />
      <TextAreaField
        label={t('reviews.comment')}
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        rows={4}
        placeholder={t('reviews.commentPlaceholder')}
        onChange={(e) => setComment(e.target.value)}
        hint={t('reviews.counter', { count: comment.length, max: REVIEW_COMMENT_MAX })}
        hintClassName={cn(
          'mt-1 text-right text-xs',
          comment.length >= REVIEW_COMMENT_MAX ? 'text-danger-700' : 'text-slate-500',
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={rating === 0 || blank} loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('reviews.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

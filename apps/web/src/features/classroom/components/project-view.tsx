import type { Lesson } from '@kalvi/shared';
import { projectSubmitSchema } from '@kalvi/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitProject } from '../api/classroom-api';
import { Reading } from './reading';

/** The instructions, the learner's last submission with its review, and the link form when allowed. */
export function ProjectView({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('classroom');
  const submit = useSubmitProject(lesson.courseId, lesson.id);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const last = lesson.submission;
  const maySubmit = !last || last.status === 'returned';
  return (
    <div className="space-y-5">
      <Reading body={lesson.body} />
      {last && (
        <div className="space-y-2 rounded-ui border border-slate-200 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{t('project.yourLink')}</span>
            <Badge
              tone={
                last.status === 'approved' ? 'success' : last.status === 'returned' ? 'warning' : 'primary'
              }
            >
              {t(`project.status.${last.status}`)}
            </Badge>
          </div>
          <a
            href={last.url}
            className="break-all text-primary-700 underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            {last.url}
          </a>
          {last.feedback && (
            <p className="text-sm text-slate-700">
              <span className="font-semibold">{t('project.feedback')}</span> {last.feedback}
            </p>
          )}
        </div>
      )}
      {maySubmit && (
        <form
          className="space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = projectSubmitSchema.safeParse({ url });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? null);
              return;
            }
            setError(null);
            submit.mutate(parsed.data.url, { onSuccess: () => setUrl('') });
          }}
        >
          <TextField
            id="project-url"
            label={t('project.linkLabel')}
            type="url"
            inputMode="url"
            value={url}
            maxLength={500}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://github.com/you/project"
            error={error ?? undefined}
          />
          {submit.isError && <Alert tone="error">{messageOf(submit.error, t('errors.generic'))}</Alert>}
          <Button type="submit" loading={submit.isPending}>
            {t('project.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

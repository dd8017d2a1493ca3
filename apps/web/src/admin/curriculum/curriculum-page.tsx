import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { inputClasses } from '../../components/ui/field';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { SectionHeader } from '../components/section-header';
import { type CurriculumChange, useAdminCurriculum, useAuthorableCourses, useCurriculumChange } from './api';
import { SectionCard } from './section-card';

/** Picks the course to author: a title search and the matching courses (an instructor's own). */
function CoursePicker({ courseId, onPick }: { courseId: string; onPick: (id: string) => void }) {
  const { t } = useTranslation('classroomadmin');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const courses = useAuthorableCourses(deferred);
  const rows = courses.data?.data ?? [];
  // Labels name their controls by id: a label wrapped round a select would take in its options' text.
  const id = useId();
  return (
    <div className="mb-6 grid gap-3 rounded-ui border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-search`}>{t('picker.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={100}
          className={inputClasses()}
        />
      </div>
      <div className="text-sm font-medium">
        <label htmlFor={`${id}-course`}>{t('picker.course')}</label>
        <select
          id={`${id}-course`}
          value={courseId}
          onChange={(e) => onPick(e.target.value)}
          className={inputClasses()}
        >
          <option value="">
            {courses.isPending
              ? t('loading')
              : t('picker.choose', { count: courses.data?.pagination.total_items ?? 0 })}
          </option>
          {rows.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} — {c.instructorName}
              {c.isPublished ? '' : ` (${t('picker.draft')})`}
            </option>
          ))}
        </select>
      </div>
      {courses.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {messageOf(courses.error, t('failed'))}
        </p>
      )}
    </div>
  );
}

function AddSection({
  pending,
  apply,
}: {
  pending: boolean;
  apply: (c: CurriculumChange) => Promise<unknown>;
}) {
  const { t } = useTranslation('classroomadmin');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const title = String(new FormData(form).get('title') ?? '');
    void apply({ type: 'addSection', title })
      .then(() => form.reset())
      .catch(() => {});
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 rounded-ui border border-dashed border-slate-300 bg-white p-4"
    >
      <label className="min-w-0 flex-1 text-sm font-medium">
        {t('newSection')}
        <input name="title" required maxLength={200} className={inputClasses()} />
      </label>
      <Button type="submit" loading={pending}>
        {t('addSection')}
      </Button>
    </form>
  );
}

function Editor({ courseId }: { courseId: string }) {
  const { t } = useTranslation('classroomadmin');
  const curriculum = useAdminCurriculum(courseId);
  const change = useCurriculumChange(courseId);
  // A refusal shows as a toast; forms that name a field also show it under the field.
  const apply = (c: CurriculumChange) =>
    change.mutateAsync(c).catch((error: unknown) => {
      toast.error(messageOf(error, t('failed')));
      throw error;
    });
  if (curriculum.isPending) return <PageSpinner label={t('loading')} />;
  if (curriculum.isError)
    return (
      <ErrorState
        message={messageOf(curriculum.error, t('failed'))}
        onRetry={() => void curriculum.refetch()}
        retrying={curriculum.isFetching}
      />
    );
  const { sections, course } = curriculum.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {t('summary', {
          title: course.title,
          sections: sections.length,
          lessons: sections.reduce((n, s) => n + s.lessons.length, 0),
        })}
      </p>
      {sections.length === 0 && (
        <p className="rounded-ui bg-amber-50 p-3 text-sm text-amber-900">{t('noSections')}</p>
      )}
      {sections.map((section, i) => (
        <SectionCard
          key={section.id}
          section={section}
          index={i}
          sections={sections}
          pending={change.isPending}
          apply={apply}
        />
      ))}
      <AddSection pending={change.isPending} apply={apply} />
    </div>
  );
}

/** /admin/curriculum: sections and lessons of a course, authored by its instructor or by staff. */
export function CurriculumPage() {
  const { t } = useTranslation('classroomadmin');
  const [params, setParams] = useSearchParams();
  const courseId = params.get('course') ?? '';
  return (
    <section>
      <SectionHeader title={t('title')} intro={t('intro')} />
      <CoursePicker courseId={courseId} onPick={(id) => setParams(id ? { course: id } : {})} />
      {courseId ? <Editor courseId={courseId} /> : <p className="text-sm text-slate-600">{t('pickFirst')}</p>}
    </section>
  );
}

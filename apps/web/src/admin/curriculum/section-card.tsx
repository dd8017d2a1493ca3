import type { AdminCurriculum, AdminLesson } from '@kalvi/shared/admin';
// Icons no learner page uses (admin-nav.ts says why).
import { MoveDown, MoveUp } from 'lucide-react';
import { type FormEvent, useContext, useState } from 'react';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { useTranslation } from '../../lib/use-translation';
import { LessonExerciseSlot } from '../components/lesson-exercise-slot';
import type { CurriculumChange } from './api';
import { draftOf, newDraft } from './lesson-draft';
import { LessonForm } from './lesson-form';

type Section = AdminCurriculum['sections'][number];
type Apply = (change: CurriculumChange) => Promise<unknown>;

function MoveButtons({
  label,
  first,
  last,
  pending,
  onMove,
}: {
  label: string;
  first: boolean;
  last: boolean;
  pending: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const { t } = useTranslation('classroomadmin');
  return (
    <span className="inline-flex gap-1">
      <Button
        size="icon"
        variant="ghost"
        disabled={first || pending}
        aria-label={t('moveUp', { name: label })}
        onClick={() => onMove('up')}
      >
        <MoveUp size={18} aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        disabled={last || pending}
        aria-label={t('moveDown', { name: label })}
        onClick={() => onMove('down')}
      >
        <MoveDown size={18} aria-hidden="true" />
      </Button>
    </span>
  );
}

function LessonRow({
  lesson,
  index,
  count,
  sections,
  pending,
  apply,
}: {
  lesson: AdminLesson;
  index: number;
  count: number;
  sections: Section[];
  pending: boolean;
  apply: Apply;
}) {
  const { t } = useTranslation('classroomadmin');
  const [editing, setEditing] = useState(false);
  const [authoring, setAuthoring] = useState(false);
  const LessonExercise = useContext(LessonExerciseSlot);
  if (editing)
    return (
      <li className="py-2">
        <LessonForm
          initial={draftOf(lesson)}
          sections={sections}
          submitLabel={t('lesson.save')}
          pending={pending}
          onSubmit={async (input) => {
            await apply({ type: 'saveLesson', lessonId: lesson.id, lesson: input });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words text-ink">{lesson.title}</p>
        <p className="text-xs text-slate-600">
          {t(`kinds.${lesson.kind}`)} · {t('minutes', { count: lesson.durationMinutes })}
          {lesson.isPreview && ` · ${t('flags.preview')}`}
          {` · ${lesson.isRequired ? t('flags.required') : t('flags.optional')}`}
          {lesson.kind === 'quiz' && ` · ${t('flags.questions', { count: lesson.quizQuestions.length })}`}
        </p>
      </div>
      <span className="flex flex-wrap items-center gap-1">
        <MoveButtons
          label={lesson.title}
          first={index === 0}
          last={index === count - 1}
          pending={pending}
          onMove={(direction) =>
            void apply({ type: 'moveLesson', lessonId: lesson.id, direction }).catch(() => {})
          }
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={t('editNamed', { name: lesson.title })}
        >
          {t('edit')}
        </Button>
        {lesson.kind === 'exercise' && (
          <Button
            size="sm"
            variant={authoring ? 'primary' : 'secondary'}
            aria-expanded={authoring}
            aria-label={t('exerciseNamed', { name: lesson.title })}
            onClick={() => setAuthoring((open) => !open)}
          >
            {t('exercise')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={pending}
          aria-label={t('deleteNamed', { name: lesson.title })}
          onClick={() => {
            if (window.confirm(t('confirmDeleteLesson', { name: lesson.title })))
              void apply({ type: 'deleteLesson', lessonId: lesson.id }).catch(() => {});
          }}
        >
          {t('delete')}
        </Button>
      </span>
      {authoring && LessonExercise && (
        <div className="basis-full">
          <LessonExercise lessonId={lesson.id} />
        </div>
      )}
    </li>
  );
}

/** One section: its title (renamed in place), its lessons in order, and a form to add one. */
export function SectionCard({
  section,
  index,
  sections,
  pending,
  apply,
}: {
  section: Section;
  index: number;
  sections: Section[];
  pending: boolean;
  apply: Apply;
}) {
  const { t } = useTranslation('classroomadmin');
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get('title') ?? '');
    await apply({ type: 'renameSection', sectionId: section.id, title })
      .then(() => setRenaming(false))
      .catch(() => {});
  };
  return (
    <section className="rounded-ui border border-slate-200 bg-white p-4 shadow-sm" aria-label={section.title}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-2">
        {renaming ? (
          <form onSubmit={rename} className="flex flex-1 flex-wrap gap-2">
            <input
              name="title"
              defaultValue={section.title}
              maxLength={200}
              aria-label={t('sectionTitle')}
              className={inputClasses(false, 'flex-1')}
            />
            <Button type="submit" size="sm" loading={pending}>
              {t('save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              {t('cancel')}
            </Button>
          </form>
        ) : (
          <h2 className="text-lg font-semibold text-ink">
            {t('sectionN', { n: index + 1 })}: {section.title}
          </h2>
        )}
        {!renaming && (
          <span className="flex flex-wrap items-center gap-1">
            <MoveButtons
              label={section.title}
              first={index === 0}
              last={index === sections.length - 1}
              pending={pending}
              onMove={(direction) =>
                void apply({ type: 'moveSection', sectionId: section.id, direction }).catch(() => {})
              }
            />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRenaming(true)}
              aria-label={t('renameNamed', { name: section.title })}
            >
              {t('rename')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={pending}
              aria-label={t('deleteNamed', { name: section.title })}
              onClick={() => {
                if (window.confirm(t('confirmDeleteSection', { name: section.title })))
                  void apply({ type: 'deleteSection', sectionId: section.id }).catch(() => {});
              }}
            >
              {t('delete')}
            </Button>
          </span>
        )}
      </header>
      {section.lessons.length === 0 ? (
        <p className="py-3 text-sm text-slate-600">{t('noLessons')}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {section.lessons.map((lesson, i) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              index={i}
              count={section.lessons.length}
              sections={sections}
              pending={pending}
              apply={apply}
            />
          ))}
        </ol>
      )}
      {adding ? (
        <LessonForm
          initial={newDraft(section.id)}
          sections={sections}
          submitLabel={t('lesson.add')}
          pending={pending}
          onSubmit={async (input) => {
            await apply({ type: 'addLesson', lesson: input });
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button className="mt-2" size="sm" variant="secondary" onClick={() => setAdding(true)}>
          {t('addLessonTo', { name: section.title })}
        </Button>
      )}
    </section>
  );
}

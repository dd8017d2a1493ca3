import type { Curriculum } from '@kalvi/shared';
import {
  BookOpen,
  CheckCircle2,
  ClipboardCheck,
  FileText,
  Lock,
  PlayCircle,
  Radio,
  SquareTerminal,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/use-translation';
import { learnPath } from '../learn-paths';

export const kindIcons = {
  video: PlayCircle,
  reading: BookOpen,
  live: Radio,
  project: FileText,
  quiz: ClipboardCheck,
  exercise: SquareTerminal,
} as const;

/** The lesson list of /learn: sections, finished lessons ticked, the open one marked. */
export function LessonList({ curriculum, currentId }: { curriculum: Curriculum; currentId?: string }) {
  const { t } = useTranslation('classroom');
  return (
    <nav aria-label={t('learn.lessons')} className="space-y-4">
      {curriculum.sections.map((section) => (
        <div key={section.id}>
          <h2 className="mb-1 text-sm font-bold uppercase tracking-wide text-slate-600">{section.title}</h2>
          <ol className="space-y-1">
            {section.lessons.map((lesson) => {
              const Icon = lesson.completed ? CheckCircle2 : lesson.locked ? Lock : kindIcons[lesson.kind];
              const current = lesson.id === currentId;
              return (
                <li key={lesson.id}>
                  <Link
                    to={learnPath(curriculum.courseId, lesson.id)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex min-h-11 items-center gap-2 rounded-ui px-2 py-1.5 text-sm hover:bg-primary-50',
                      current && 'bg-primary-50 font-semibold text-primary-900',
                    )}
                  >
                    <Icon
                      aria-hidden="true"
                      size={18}
                      className={cn('shrink-0', lesson.completed ? 'text-success-700' : 'text-slate-500')}
                    />
                    <span className="flex-1">{lesson.title}</span>
                    <span className="sr-only">
                      {lesson.completed ? t('lesson.completed') : lesson.locked ? t('curriculum.locked') : ''}
                    </span>
                    {lesson.durationMinutes > 0 && (
                      <span className="text-xs text-slate-600">
                        {t('curriculum.minutes', { count: lesson.durationMinutes })}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </nav>
  );
}

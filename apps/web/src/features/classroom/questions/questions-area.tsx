import type { LessonKind } from '@kalvi/shared';
import { MessageCircleQuestion } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { AskForm } from './ask-form';
import { QuestionList } from './question-list';
import { ThreadView } from './thread-view';

type View = { kind: 'list' } | { kind: 'ask' } | { kind: 'thread'; id: string };

/**
 * The lesson's Questions area (docs/decisions/175-lesson-questions.md), loaded in its own chunk
 * after the lesson: the list with sort and search, the ask form, and a thread with its answers.
 */
export function QuestionsArea({ lesson }: { lesson: { id: string; kind: LessonKind } }) {
  const { t } = useTranslation('classroom');
  // A notification links to `?question=<id>`: open that thread and bring the area into view.
  const linked = useSearchParams()[0].get('question');
  const [view, setView] = useState<View>(linked ? { kind: 'thread', id: linked } : { kind: 'list' });
  const area = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!linked) return;
    setView({ kind: 'thread', id: linked });
    area.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  const back = () => setView({ kind: 'list' });
  return (
    <section
      ref={area}
      aria-labelledby="questions-title"
      className="space-y-4 border-t border-slate-200 pt-6"
    >
      <h2 id="questions-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <MessageCircleQuestion aria-hidden="true" size={22} /> {t('questions.title')}
      </h2>
      {view.kind === 'list' && (
        <QuestionList
          lessonId={lesson.id}
          exercise={lesson.kind === 'exercise'}
          onAsk={() => setView({ kind: 'ask' })}
          onOpen={(id) => setView({ kind: 'thread', id })}
        />
      )}
      {view.kind === 'ask' && (
        <AskForm
          lessonId={lesson.id}
          exercise={lesson.kind === 'exercise'}
          onCancel={back}
          onAsked={(id) => setView({ kind: 'thread', id })}
        />
      )}
      {view.kind === 'thread' && <ThreadView id={view.id} onBack={back} />}
    </section>
  );
}

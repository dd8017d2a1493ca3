import type { LessonKind } from '@kalvi/shared';
import type { AdminLesson, LessonInput, QuizQuestionInput } from '@kalvi/shared/admin';

/** The lesson form's state: every field as the inputs hold it (datetime-local for the start). */
export interface LessonDraft {
  sectionId: string;
  kind: LessonKind;
  title: string;
  durationMinutes: string;
  isPreview: boolean;
  isRequired: boolean;
  body: string;
  videoUrl: string;
  startsAt: string;
  joinUrl: string;
  recordingUrl: string;
  quizQuestions: QuizQuestionInput[];
  passPercent: string;
  maxAttempts: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyQuestion(): QuizQuestionInput {
  return { prompt: '', options: ['', ''], answer: 0 };
}

export function newDraft(sectionId: string): LessonDraft {
  return {
    sectionId,
    kind: 'video',
    title: '',
    durationMinutes: '10',
    isPreview: false,
    isRequired: true,
    body: '',
    videoUrl: '',
    startsAt: '',
    joinUrl: '',
    recordingUrl: '',
    quizQuestions: [emptyQuestion()],
    passPercent: '70',
    maxAttempts: '3',
  };
}

export function draftOf(lesson: AdminLesson): LessonDraft {
  return {
    sectionId: lesson.sectionId,
    kind: lesson.kind,
    title: lesson.title,
    durationMinutes: String(lesson.durationMinutes),
    isPreview: lesson.isPreview,
    isRequired: lesson.isRequired,
    body: lesson.body,
    videoUrl: lesson.videoUrl,
    startsAt: toLocalInput(lesson.startsAt),
    joinUrl: lesson.joinUrl,
    recordingUrl: lesson.recordingUrl,
    quizQuestions: lesson.quizQuestions.length ? lesson.quizQuestions : [emptyQuestion()],
    passPercent: String(lesson.passPercent),
    maxAttempts: String(lesson.maxAttempts),
  };
}

const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** What the server is sent; it checks every rule (the same shared schema) and names the field. */
export function inputOf(draft: LessonDraft): LessonInput {
  const start = draft.startsAt ? new Date(draft.startsAt) : null;
  return {
    sectionId: draft.sectionId,
    kind: draft.kind,
    title: draft.title,
    durationMinutes: whole(draft.durationMinutes) || 0,
    isPreview: draft.isPreview,
    isRequired: draft.isRequired,
    body: draft.body,
    videoUrl: draft.videoUrl,
    startsAt: start && !Number.isNaN(start.getTime()) ? start.toISOString() : null,
    joinUrl: draft.joinUrl,
    recordingUrl: draft.recordingUrl,
    quizQuestions: draft.kind === 'quiz' ? draft.quizQuestions : [],
    passPercent: whole(draft.passPercent),
    maxAttempts: whole(draft.maxAttempts),
  };
}

import { z } from 'zod';
import { dataAnswer, messageDataAnswer } from './envelopes.ts';
import { exerciseViewSchema } from './exercises.ts';
import { linkText } from './patterns.ts';

/** The classroom: curriculum, lessons, progress and certificates (docs/decisions/130). */

export const LESSON_KINDS = ['video', 'reading', 'live', 'project', 'quiz', 'exercise'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** A live session's or online event's join link is given from this many minutes before the start. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

/** True while the join link may be shown: from 15 minutes before the start until the end. */
export function isJoinOpen(startsAt: Date, durationMinutes: number, now: Date): boolean {
  const opens = startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000;
  const ends = startsAt.getTime() + Math.max(durationMinutes, 1) * 60_000;
  return now.getTime() >= opens && now.getTime() <= ends;
}

/** One lesson in the outline anyone may read: no content, only what the Curriculum tab shows. */
export const outlineLessonSchema = z.object({
  id: z.string(),
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  durationMinutes: z.number().int(),
  isPreview: z.boolean(),
  /** True when the caller may not open it (not enrolled and not a preview). */
  locked: z.boolean(),
  completed: z.boolean(),
  /** Live sessions: ISO start. */
  startsAt: z.string().nullable(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

export const curriculumSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  enrolled: z.boolean(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(outlineLessonSchema) })),
  /** Required lessons finished, of all required lessons. */
  progress: z.object({ completed: z.number().int(), total: z.number().int() }),
  /** The first lesson not yet finished, for a "Continue" link; null when all are done. */
  nextLessonId: z.string().nullable(),
  certificateId: z.string().nullable(),
});
export type Curriculum = z.infer<typeof curriculumSchema>;
export const curriculumAnswerSchema = dataAnswer(curriculumSchema);
/** What `GET /api/curriculum/:courseId` answers; the web reads it with this type, not a hand-written one. */
export type CurriculumAnswer = z.infer<typeof curriculumAnswerSchema>;

export const PROJECT_STATUSES = ['submitted', 'approved', 'returned'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projectSubmissionSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(PROJECT_STATUSES),
  feedback: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ProjectSubmission = z.infer<typeof projectSubmissionSchema>;

/** A quiz as the learner sees it before grading: questions and options, never the answers. */
export const quizViewSchema = z.object({
  questions: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
  passPercent: z.number().int(),
  maxAttempts: z.number().int(),
  attemptsUsed: z.number().int(),
  bestPercent: z.number().int().nullable(),
  passed: z.boolean(),
});

/** A lesson opened: the outline fields plus its content, as the access rules allow. */
export const lessonSchema = outlineLessonSchema.extend({
  courseId: z.string(),
  body: z.string(),
  videoUrl: z.string(),
  /** Only to enrolled learners, and only from 15 minutes before the start until the end. */
  joinUrl: z.string().nullable(),
  recordingUrl: z.string(),
  quiz: quizViewSchema.nullable(),
  submission: projectSubmissionSchema.nullable(),
  /** Exercise lessons: the exercise in the reader's language (docs/decisions/171-coding-exercises.md). */
  exercise: exerciseViewSchema.nullable(),
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const lessonAnswerSchema = dataAnswer(lessonSchema);

export const completionSchema = z.object({
  lessonId: z.string(),
  completed: z.boolean(),
  /** Set when this completion finished the course. */
  certificateId: z.string().nullable(),
});
export const completionAnswerSchema = messageDataAnswer(completionSchema);

export const QUIZ_QUESTIONS_MAX = 50;
export const quizSubmissionSchema = z.object({
  answers: z
    .array(z.number().int().min(0).max(9), { message: 'Answer every question' })
    .min(1, 'Answer every question')
    .max(QUIZ_QUESTIONS_MAX),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const quizResultSchema = z.object({
  scorePercent: z.number().int(),
  passed: z.boolean(),
  attemptsLeft: z.number().int(),
  /** Per question, whether the chosen option was right: sent only after grading. */
  correct: z.array(z.boolean()),
  certificateId: z.string().nullable(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
export const quizResultAnswerSchema = messageDataAnswer(quizResultSchema);

const httpsUrl = linkText()
  .url('Please enter a valid link')
  .refine((v) => /^https?:\/\//i.test(v), 'Please enter a link starting with http:// or https://');

export const projectSubmitSchema = z.object({ url: httpsUrl });
export type ProjectSubmitInput = z.infer<typeof projectSubmitSchema>;
export const projectSubmissionAnswerSchema = messageDataAnswer(projectSubmissionSchema);

export const projectReviewSchema = z
  .object({
    decision: z.enum(['approve', 'return'], { message: 'Choose approve or return' }),
    feedback: z.string().trim().max(2000, 'Feedback is too long').default(''),
  })
  .refine((b) => b.decision === 'approve' || b.feedback.length > 0, {
    message: 'Say what to improve when returning a project',
    path: ['feedback'],
  });
export type ProjectReviewInput = z.infer<typeof projectReviewSchema>;

/** Certificate ids: "KLV-" and 20 characters of Crockford base32 (100 random bits). */
export const CERTIFICATE_ID_PATTERN = /^KLV-[0-9A-HJKMNP-TV-Z]{20}$/;

export const certificateSchema = z.object({
  id: z.string(),
  kind: z.enum(['course', 'event']),
  recipientName: z.string(),
  title: z.string(),
  instructorName: z.string(),
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  revokedAt: z.string().nullable(),
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateAnswerSchema = dataAnswer(certificateSchema);
export const certificateListAnswerSchema = dataAnswer(z.array(certificateSchema));

/** GET /api/events/:id/join: the link once it opens, and when it opens. */
export const eventJoinSchema = z.object({ joinUrl: z.string().nullable(), opensAt: z.string() });
export const eventJoinAnswerSchema = dataAnswer(eventJoinSchema);

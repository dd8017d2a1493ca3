import { z } from 'zod';
import { LESSON_KINDS, PROJECT_STATUSES, projectSubmissionSchema } from '../classroom.ts';
import { dataAnswer, messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { pageQuery } from '../pagination.ts';
import { linkText } from '../patterns.ts';

/**
 * The console's classroom: curriculum authoring, the project review queue and event attendance
 * (docs/decisions/132-classroom-authoring.md). Quiz answers live only in these schemas, which the
 * learner's pages never import.
 */

/** A YouTube or Vimeo watch address: the only links the learner's player embeds. */
export function isVideoLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^www\./, '');
  const youtube =
    host === 'youtu.be' ? url.pathname.slice(1) : host === 'youtube.com' ? url.searchParams.get('v') : null;
  if (youtube) return /^[\w-]{6,20}$/.test(youtube);
  return host === 'vimeo.com' && /^\/\d{4,12}$/.test(url.pathname);
}

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');
const optionalLink = linkText()
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), 'Please enter a link starting with https://')
  .default('');

export const QUIZ_OPTIONS_MAX = 6;
export const quizQuestionInputSchema = z
  .object({
    prompt: z.string().trim().min(1, 'Every question needs a prompt').max(1000, 'A question is too long'),
    options: z
      .array(z.string().trim().min(1, 'An option cannot be empty').max(300, 'An option is too long'))
      .min(2, 'A question needs at least two options')
      .max(QUIZ_OPTIONS_MAX, `A question can have at most ${QUIZ_OPTIONS_MAX} options`),
    /** The index of the right option; kept on the server, never sent to a learner. */
    answer: z.number().int().min(0),
  })
  .refine((q) => q.answer < q.options.length, { path: ['answer'], message: 'Choose the right option' });
export type QuizQuestionInput = z.infer<typeof quizQuestionInputSchema>;

export const sectionInputSchema = z.object({ title });
export type SectionInput = z.infer<typeof sectionInputSchema>;

export const lessonInputSchema = z
  .object({
    sectionId: z.uuid('Choose a section'),
    kind: z.enum(LESSON_KINDS, { error: 'Choose a kind of lesson' }),
    title,
    durationMinutes: z.number().int('Minutes must be a whole number').min(0).max(1440).default(0),
    isPreview: z.boolean().default(false),
    isRequired: z.boolean().default(true),
    /** Reading: Markdown. Project: the instructions. Others: a short description. */
    body: z.string().max(50_000, 'The text is too long').default(''),
    videoUrl: linkText().default(''),
    startsAt: z.iso
      .datetime({ offset: true, error: 'Start must be a date and time' })
      .nullable()
      .default(null),
    joinUrl: optionalLink,
    recordingUrl: optionalLink,
    quizQuestions: z.array(quizQuestionInputSchema).max(50, 'At most 50 questions').default([]),
    passPercent: z
      .number()
      .int()
      .min(1, 'Pass mark between 1 and 100')
      .max(100, 'Pass mark between 1 and 100')
      .default(70),
    maxAttempts: z
      .number()
      .int()
      .min(1, 'Attempts between 1 and 20')
      .max(20, 'Attempts between 1 and 20')
      .default(3),
  })
  .refine((l) => l.kind !== 'video' || isVideoLink(l.videoUrl), {
    path: ['videoUrl'],
    message: 'Enter a YouTube or Vimeo link',
  })
  .refine((l) => l.kind !== 'reading' || l.body.trim().length > 0, {
    path: ['body'],
    message: 'Write the reading in Markdown',
  })
  .refine((l) => l.kind !== 'project' || l.body.trim().length > 0, {
    path: ['body'],
    message: 'Write the project instructions',
  })
  .refine((l) => l.kind !== 'live' || l.startsAt !== null, {
    path: ['startsAt'],
    message: 'A live session needs a start time',
  })
  .refine((l) => l.kind !== 'live' || l.durationMinutes > 0, {
    path: ['durationMinutes'],
    message: 'A live session needs a duration',
  })
  .refine((l) => l.kind !== 'quiz' || l.quizQuestions.length > 0, {
    path: ['quizQuestions'],
    message: 'A quiz needs at least one question',
  });
export type LessonInput = z.input<typeof lessonInputSchema>;

export const moveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Choose up or down' }) });
export type MoveInput = z.infer<typeof moveSchema>;

export const adminLessonSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  position: z.number().int(),
  kind: z.enum(LESSON_KINDS),
  title: z.string(),
  durationMinutes: z.number().int(),
  isPreview: z.boolean(),
  isRequired: z.boolean(),
  body: z.string(),
  videoUrl: z.string(),
  startsAt: z.string().nullable(),
  joinUrl: z.string(),
  recordingUrl: z.string(),
  quizQuestions: z.array(z.object({ prompt: z.string(), options: z.array(z.string()), answer: z.number() })),
  passPercent: z.number().int(),
  maxAttempts: z.number().int(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;

export const adminCurriculumSchema = z.object({
  course: z.object({ id: z.string(), title: z.string(), isPublished: z.boolean() }),
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      position: z.number().int(),
      lessons: z.array(adminLessonSchema),
    }),
  ),
});
export type AdminCurriculum = z.infer<typeof adminCurriculumSchema>;
export const adminCurriculumAnswerSchema = dataAnswer(adminCurriculumSchema);
export const adminCurriculumSavedSchema = messageDataAnswer(adminCurriculumSchema);

/** The course picker: the courses the caller may author. */
export const authorableCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  instructorName: z.string(),
  isPublished: z.boolean(),
});
export type AuthorableCourse = z.infer<typeof authorableCourseSchema>;
export const authorableCourseQuery = pageQuery(50).extend({
  q: z.string().trim().max(100, 'Search is too long').default(''),
});
export const authorableCoursePageSchema = pageAnswer(authorableCourseSchema);

/** The project review queue. */
export const reviewQueueQuery = pageQuery(20).extend({
  status: z.enum(PROJECT_STATUSES, { error: 'Choose submitted, approved or returned' }).default('submitted'),
});
/** A submission as the learner sees it, plus who sent it and where (the server spreads toSubmission). */
export const reviewItemSchema = projectSubmissionSchema.extend({
  learnerName: z.string(),
  learnerEmail: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewQueuePageSchema = pageAnswer(reviewItemSchema);
export const reviewDoneSchema = messageDataAnswer(
  z.object({ submission: reviewItemSchema, certificateId: z.string().nullable() }),
);

/** Event attendance. */
export const attendanceEventQuery = pageQuery(20);
export const attendanceEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  enrolled: z.number().int(),
  attended: z.number().int(),
});
export type AttendanceEvent = z.infer<typeof attendanceEventSchema>;
export const attendanceEventPageSchema = pageAnswer(attendanceEventSchema);

export const attendeeQuery = pageQuery(50);
export const attendeeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  attended: z.boolean(),
  certificateId: z.string().nullable(),
  certificateRevoked: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeePageSchema = pageAnswer(attendeeSchema).extend({
  event: z.object({ id: z.string(), title: z.string(), startDate: z.string(), started: z.boolean() }),
});
export type AttendeePage = z.infer<typeof attendeePageSchema>;

/** The checkboxes of one page, as they are now; only those that changed are saved. */
export const attendanceInputSchema = z.object({
  marks: z
    .array(z.object({ userId: z.uuid('Unknown learner'), attended: z.boolean() }))
    .min(1, 'Nothing to save')
    .max(200, 'Save at most 200 learners at once'),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;
export const attendanceSavedSchema = messageDataAnswer(
  z.object({ changed: z.number().int(), certificatesIssued: z.number().int() }),
);

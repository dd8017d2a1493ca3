import { z } from 'zod';
import { dataAnswer, messageDataAnswer, pageAnswer } from './envelopes.ts';
import { pageQuery } from './pagination.ts';

/**
 * Questions and answers on a lesson (docs/decisions/175-lesson-questions.md): the limits both
 * sides enforce, the forms' rules and messages, and the answers of the API.
 */
export const QUESTION_TITLE_MIN = 8;
export const QUESTION_TITLE_MAX = 150;
export const QUESTION_BODY_MAX = 8000;
export const ANSWER_BODY_MAX = 8000;
export const QUESTION_SEARCH_MAX = 100;
export const QUESTION_REPORT_MAX = 500;
export const QUESTION_PAGE_SIZE = 20;
/** An author may change or take back their own post this long after posting. */
export const QUESTION_EDIT_MINUTES = 30;
/** Questions one learner may ask in 24 hours (a per-minute limit stops bursts on top of it). */
export const QUESTIONS_PER_DAY = 20;
/** The answers a thread shows; a thread past it shows the accepted and most voted first. */
export const THREAD_ANSWERS_MAX = 200;
export const QUESTION_SORTS = ['unanswered', 'newest', 'votes'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const QUESTION_SCOPES = ['lesson', 'course'] as const;

const titleField = z
  .string({ error: 'Please write a title for your question' })
  .trim()
  .min(QUESTION_TITLE_MIN, `Please write a title of at least ${QUESTION_TITLE_MIN} characters`)
  .max(QUESTION_TITLE_MAX, `Keep the title under ${QUESTION_TITLE_MAX} characters`);
const bodyField = (max: number, empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `Keep it under ${max} characters`);

export const questionInputSchema = z.object({
  title: titleField,
  body: bodyField(QUESTION_BODY_MAX, 'Please describe your question'),
  /** From an exercise lesson: attach my latest submission's code and verdict. */
  attachSubmission: z.boolean().optional().default(false),
});
export type QuestionInput = z.input<typeof questionInputSchema>;
export const questionEditSchema = questionInputSchema.omit({ attachSubmission: true });
export type QuestionEdit = z.infer<typeof questionEditSchema>;

export const answerInputSchema = z.object({ body: bodyField(ANSWER_BODY_MAX, 'Please write your answer') });
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const acceptInputSchema = z.object({
  /** The answer to accept, or null to accept none. */
  answerId: z.string().max(64).nullable(),
});

export const reportInputSchema = z.object({
  reason: z
    .string({ error: 'Please say what is wrong with this post' })
    .trim()
    .min(1, 'Please say what is wrong with this post')
    .max(QUESTION_REPORT_MAX, `Keep the reason under ${QUESTION_REPORT_MAX} characters`),
});

export const questionListQuery = pageQuery(QUESTION_PAGE_SIZE).extend({
  sort: z
    .enum(QUESTION_SORTS, { error: `Sort must be one of ${QUESTION_SORTS.join(', ')}` })
    .default('newest'),
  scope: z.enum(QUESTION_SCOPES, { error: 'Scope must be lesson or course' }).default('lesson'),
  q: z
    .string()
    .trim()
    .max(QUESTION_SEARCH_MAX, `Keep the search under ${QUESTION_SEARCH_MAX} characters`)
    .optional()
    .default(''),
});
export type QuestionListQuery = z.infer<typeof questionListQuery>;

const personSchema = z.object({ id: z.string(), name: z.string() });

/** A learner's latest submission, copied when they asked: it does not follow later submissions. */
export const submissionSnapshotSchema = z.object({
  language: z.string(),
  code: z.string(),
  verdict: z.string().nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  submittedAt: z.string(),
});
export type SubmissionSnapshot = z.infer<typeof submissionSnapshotSchema>;

export const questionSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  title: z.string(),
  author: personSchema,
  votes: z.number().int(),
  voted: z.boolean(),
  answerCount: z.number().int(),
  answered: z.boolean(),
  accepted: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** What the signed-in reader may do with a post, decided by the server. */
const allowedSchema = z.object({ mine: z.boolean(), canEdit: z.boolean(), canDelete: z.boolean() });

export const answerSchema = allowedSchema.extend({
  id: z.string(),
  questionId: z.string(),
  body: z.string(),
  author: personSchema,
  /** Written by the course's instructor or by staff. */
  official: z.boolean(),
  votes: z.number().int(),
  voted: z.boolean(),
  accepted: z.boolean(),
  hidden: z.boolean(),
  hiddenReason: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionThreadSchema = questionSummarySchema.extend(allowedSchema.shape).extend({
  body: z.string(),
  hiddenReason: z.string(),
  editedAt: z.string().nullable(),
  courseTitle: z.string(),
  attachment: submissionSnapshotSchema.nullable(),
  acceptedAnswerId: z.string().nullable(),
  /** The reader is the asker, who may accept an answer. */
  canAccept: z.boolean(),
  /** The reader is the course's instructor or staff, who may hide posts. */
  canModerate: z.boolean(),
  answers: z.array(answerSchema),
});
export type QuestionThread = z.infer<typeof questionThreadSchema>;

export const questionPageAnswerSchema = pageAnswer(questionSummarySchema);
export type QuestionPageAnswer = z.infer<typeof questionPageAnswerSchema>;
export const questionThreadAnswerSchema = dataAnswer(questionThreadSchema);
export type QuestionThreadAnswer = z.infer<typeof questionThreadAnswerSchema>;
export const questionSavedAnswerSchema = messageDataAnswer(questionThreadSchema);
export const answerSavedAnswerSchema = messageDataAnswer(answerSchema);
export const voteAnswerSchema = messageDataAnswer(z.object({ votes: z.number().int(), voted: z.boolean() }));

export const INBOX_STATES = ['unanswered', 'all', 'hidden'] as const;
/** The console's inbox: unanswered first by default, oldest waiting first. */
export const questionInboxQuery = pageQuery(QUESTION_PAGE_SIZE).extend({
  state: z.enum(INBOX_STATES, { error: 'State must be unanswered, all or hidden' }).default('unanswered'),
});
export type QuestionInboxQuery = z.infer<typeof questionInboxQuery>;
export const inboxQuestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  askerName: z.string(),
  answerCount: z.number().int(),
  votes: z.number().int(),
  accepted: z.boolean(),
  hidden: z.boolean(),
  hiddenReason: z.string(),
  /** Reports by readers on the question or its answers. */
  reports: z.number().int(),
  createdAt: z.string(),
  firstAnsweredAt: z.string().nullable(),
});
export type InboxQuestion = z.infer<typeof inboxQuestionSchema>;
export const questionInboxAnswerSchema = pageAnswer(inboxQuestionSchema);
export type QuestionInboxAnswer = z.infer<typeof questionInboxAnswerSchema>;
export const moderatedPostAnswerSchema = messageDataAnswer(
  z.object({ id: z.string(), hidden: z.boolean(), hiddenReason: z.string() }),
);

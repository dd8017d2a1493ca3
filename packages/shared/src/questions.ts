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

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const QUESTIONS_CLOSED = 'Enrol in this course to see and ask its questions';
export const QUESTIONS_ACCOUNT_DISABLED = 'This account is disabled';
export const QUESTIONS_LESSON_NOT_FOUND = 'Lesson not found';
export const QUESTION_NOT_FOUND = 'This question does not exist or has been removed';
export const ANSWER_NOT_FOUND = 'This answer does not exist or has been removed';
export const ANSWER_POSTED = 'Your answer is posted';
export const ANSWER_SAVED = 'Your answer is updated';
export const ANSWER_DELETED = 'Your answer is deleted';
export const ANSWER_ACCEPTED = 'Answer accepted';
export const ACCEPT_CLEARED = 'No answer is accepted now';
export const ONLY_ASKER_ACCEPTS = 'Only the person who asked can accept an answer';
export const ACCEPTED_STAYS = 'An accepted answer cannot be deleted';
export const POST_HIDDEN = 'Post hidden';
export const POST_RESTORED = 'Post restored';
export const QUESTION_POSTED = 'Your question is posted';
export const QUESTION_SAVED = 'Your question is updated';
export const QUESTION_DELETED = 'Your question is deleted';
export const NOT_YOUR_POST = 'You can only change your own posts';
export const POST_EDIT_WINDOW_CLOSED = `A post can be changed or deleted only in its first ${QUESTION_EDIT_MINUTES} minutes`;
export const QUESTION_HAS_ANSWERS = 'A question that has answers cannot be deleted';
export const NO_RUN_TO_ATTACH = 'You have not run any code on this exercise yet';
export const QUESTIONS_DAILY_LIMIT = `You can ask ${QUESTIONS_PER_DAY} questions a day. Please ask again tomorrow.`;
export const VOTE_ON_OWN_POST = 'You cannot vote for your own post';
export const VOTE_COUNTED = 'Vote counted';
export const VOTE_TAKEN_BACK = 'Vote taken back';
export const POST_REPORTED = 'Thank you. Staff will look at this post.';

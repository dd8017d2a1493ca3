import { describe, expect, it } from 'vitest';
import { projectSubmissionSchema } from '../classroom.ts';
import { reviewItemSchema } from './curriculum.ts';

const submission = {
  id: 'sub-1',
  url: 'https://github.com/learner/project',
  status: 'submitted',
  feedback: '',
  submittedAt: '2026-11-28T10:00:00.000Z',
  reviewedAt: null,
};
const where = {
  learnerName: 'Anbu Selvan',
  learnerEmail: 'anbu@example.com',
  courseId: 'course-1',
  courseTitle: 'Python',
  lessonId: 'lesson-1',
  lessonTitle: 'Final project',
};

describe('the project review queue', () => {
  it("shows a submission as the learner's own page does, then who sent it and where", () => {
    const fields = Object.keys(reviewItemSchema.shape);
    expect(fields.slice(0, 6)).toEqual(Object.keys(projectSubmissionSchema.shape));
    expect(fields.slice(6)).toEqual(Object.keys(where));
    expect(reviewItemSchema.parse({ ...submission, ...where })).toEqual({ ...submission, ...where });
  });

  it('refuses an item without the submission fields or with a status the learner never sees', () => {
    const { feedback: _feedback, ...noFeedback } = submission;
    expect(reviewItemSchema.safeParse({ ...noFeedback, ...where }).success).toBe(false);
    expect(reviewItemSchema.safeParse({ ...submission, ...where, status: 'draft' }).success).toBe(false);
  });
});

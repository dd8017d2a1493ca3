import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testApp } from '../../test/harness.ts';

/** Test support for the staff courses suite: one app (TEST MODE gateway, no keys) per suite. */
export function useAdminCoursesApp(): { app: FastifyInstance; database: Database } {
  const ctx = {} as { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    Object.assign(ctx, await testApp());
  });
  return ctx;
}

/** A whole course form, valid as it is; `fields` replaces any part. */
export function courseBody(fields: Record<string, unknown> = {}) {
  return {
    title: 'Python for data analysis',
    titleTa: '',
    category: 'Data Science',
    level: 'Beginner',
    language: 'Tamil & English',
    instructorName: 'Meena Iyer',
    instructorTitle: 'Data engineer',
    instructorId: null,
    courseFee: 999,
    originalCourseFee: 1499,
    durationHours: 12,
    durationMinutes: 30,
    lessons: 24,
    quizzes: 6,
    certifications: true,
    graduation: 'Open to all',
    courseDescription: 'Pandas, charts and a project on real data.',
    courseDescriptionTa: '',
    whatYouWillLearn: ['Pandas', 'Charts'],
    ...fields,
  };
}

/** The smallest PNG: a 1×1 transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

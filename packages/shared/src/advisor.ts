import { z } from 'zod';
import { emailField } from './auth.ts';
import { JOB_TITLES, PHONE_DIGITS, PROGRAMS } from './constants.ts';
import { messageDataAnswer } from './envelopes.ts';
import { digitsField } from './patterns.ts';

/** Graduation years we accept: long-ago graduates change careers too; students finish up to six years ahead. */
export const GRADUATION_YEAR_MIN = 1960;
export const GRADUATION_YEAR_AHEAD = 6;

export function graduationYearMax(now: Date = new Date()): number {
  return now.getFullYear() + GRADUATION_YEAR_AHEAD;
}

export const ADVISOR_SUCCESS = 'Thanks! Our advisor will contact you soon.';
export const ADVISOR_FAILURE = 'Something went wrong. Please try again.';

/** docs/product/feeds-and-chat.md#advisor-requests: all six fields required; the web form and POST /api/advisor share it. */
export const advisorRequestSchema = z.object({
  email: emailField,
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  graduationYear: z
    .number({ error: 'Graduation year is required' })
    .int('Enter a valid graduation year')
    .refine(
      (year) => year >= GRADUATION_YEAR_MIN && year <= graduationYearMax(),
      'Enter a valid graduation year',
    ),
  jobTitle: z.enum(JOB_TITLES, { error: 'Please choose your job title' }),
  program: z.enum(PROGRAMS, { error: 'Please choose a program' }),
  mobile: digitsField(
    PHONE_DIGITS,
    'Mobile number is required',
    `Mobile number must be ${PHONE_DIGITS} digits`,
  ),
});
export type AdvisorRequestInput = z.infer<typeof advisorRequestSchema>;

/** POST /api/advisor: 201 with the stored request's id. */
export const advisorAnswerSchema = messageDataAnswer(z.object({ id: z.uuid() }));
export type AdvisorAnswer = z.infer<typeof advisorAnswerSchema>;

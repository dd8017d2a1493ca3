import { z } from 'zod';
import { dataAnswer, messageDataAnswer } from './envelopes.ts';
import { daysInRange, HOLIDAY_NAME_MAX, HOLIDAY_RANGE_MAX_DAYS } from './holiday-rules.ts';

/** The academy's holidays (docs/product/holidays.md). */

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const HOLIDAY_ADDED = 'Holiday added';
export const HOLIDAY_REMOVED = 'Holiday removed';
export const HOLIDAY_NOT_FOUND = 'This holiday does not exist';
export const HOLIDAY_DATE_TAKEN = 'That date is already a holiday';
export const HOLIDAY_RANGE_BACKWARDS = 'The end of the range cannot be before its start';
export const HOLIDAY_RANGE_TOO_LONG = `Ask for at most ${HOLIDAY_RANGE_MAX_DAYS} days of holidays at once`;
export const HOLIDAY_NAME_EN_MISSING = 'Enter the holiday’s name in English';
export const HOLIDAY_NAME_TA_MISSING = 'Enter the holiday’s name in Tamil';
export const HOLIDAY_NAME_TOO_LONG = `Keep the name under ${HOLIDAY_NAME_MAX} characters`;

/** A day on the calendar; the same sentence as a batch's dates. */
const dateField = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

const nameField = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(HOLIDAY_NAME_MAX, HOLIDAY_NAME_TOO_LONG);

export const holidayInputSchema = z.object({
  /** The day, on the academy's calendar (India). */
  date: dateField,
  nameEn: nameField(HOLIDAY_NAME_EN_MISSING),
  nameTa: nameField(HOLIDAY_NAME_TA_MISSING),
});
export type HolidayInput = z.infer<typeof holidayInputSchema>;

/** `?from=&to=`: either may be left out (docs/product/holidays.md#lists). */
export const holidayListQuery = z
  .object({ from: dateField.optional(), to: dateField.optional() })
  .refine(({ from, to }) => !from || !to || daysInRange({ from, to }) >= 1, {
    message: HOLIDAY_RANGE_BACKWARDS,
    path: ['to'],
  })
  .refine(({ from, to }) => !from || !to || daysInRange({ from, to }) <= HOLIDAY_RANGE_MAX_DAYS, {
    message: HOLIDAY_RANGE_TOO_LONG,
    path: ['to'],
  });
export type HolidayListQuery = z.infer<typeof holidayListQuery>;

export const holidaySchema = z.object({
  id: z.string(),
  date: z.string(),
  nameEn: z.string(),
  nameTa: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** A list, date first, and the days it covers. */
export const holidayListAnswerSchema = dataAnswer(
  z.object({ from: z.string(), to: z.string(), holidays: z.array(holidaySchema) }),
);
export type HolidayListAnswer = z.infer<typeof holidayListAnswerSchema>;
export const holidayAnswerSchema = messageDataAnswer(holidaySchema);

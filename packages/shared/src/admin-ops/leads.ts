import { z } from 'zod';
import { messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { pageQuery } from '../pagination.ts';

/** Advisor leads in the staff console: the home page's call requests, worked through a status. */

export const LEAD_STATUSES = ['new', 'contacted', 'enrolled', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_NOTES_MAX = 2000;
/** The most rows one CSV export carries; narrow the filter for more. */
export const LEAD_EXPORT_MAX = 10_000;

export const leadFilterSchema = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  /** An e-mail or a mobile number, matched exactly. */
  q: z.string().trim().max(254, 'Search text is too long').optional(),
});
export const leadListQuerySchema = pageQuery(20).extend(leadFilterSchema.shape);
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  graduationYear: z.number().int(),
  jobTitle: z.string(),
  program: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }).optional(),
    notes: z.string().max(LEAD_NOTES_MAX, `Keep the notes under ${LEAD_NOTES_MAX} characters`).optional(),
    assigneeId: z.uuid('Choose a staff member').nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined || v.assigneeId !== undefined, {
    message: 'Nothing to change',
  });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const leadPageSchema = pageAnswer(leadSchema);
export const leadAnswerSchema = messageDataAnswer(leadSchema);

/**
 * One CSV cell, safe to open in a spreadsheet: quoted, quotes doubled, and a cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) starts with an
 * apostrophe, as OWASP's CSV injection advice says.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

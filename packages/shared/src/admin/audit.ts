import { z } from 'zod';
import { pageAnswer } from '../envelopes.ts';
import { pageQuery } from '../pagination.ts';

/** One entry of the audit log as admins read it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filterText = (name: string) =>
  z.string().trim().max(120, `${name} must be at most 120 characters`).optional();

/** GET /api/admin/audit: newest first, filtered by action, entity, actor e-mail and dates. */
export const auditQuery = pageQuery(20).extend({
  action: filterText('Action'),
  entityType: filterText('Entity type'),
  entityId: filterText('Entity id'),
  actor: filterText('Actor'),
  from: z.iso.date('From must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('To must be a date (YYYY-MM-DD)').optional(),
  sort: z.enum(['newest', 'oldest'], { error: 'Sort must be newest or oldest' }).default('newest'),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPageAnswerSchema = pageAnswer(auditEntrySchema);

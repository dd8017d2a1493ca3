import { type Language, makePagination, type Pagination, translateMessage } from '@kalvi/shared';
import {
  csvLine,
  LEAD_EXPORT_MAX,
  type Lead,
  type LeadFilter,
  type LeadListQuery,
  type LeadUpdate,
} from '@kalvi/shared/admin';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { advisorRequests, users } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';

/** Advisor leads for staff: newest first, a status workflow, notes, an assignee, a CSV export. */

export const LEAD_NOT_FOUND = 'Lead not found';
export const LEAD_UPDATED = 'Lead updated';
export const ASSIGNEE_NOT_FOUND = 'That staff member does not exist';

const assignee = alias(users, 'assignee');

const columns = {
  id: advisorRequests.id,
  email: advisorRequests.email,
  fullName: advisorRequests.fullName,
  mobile: advisorRequests.mobile,
  graduationYear: advisorRequests.graduationYear,
  jobTitle: advisorRequests.jobTitle,
  program: advisorRequests.program,
  status: advisorRequests.status,
  notes: advisorRequests.notes,
  assigneeId: advisorRequests.assigneeId,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
  createdAt: advisorRequests.createdAt,
  updatedAt: advisorRequests.updatedAt,
};

function selectLeads(tx: Tx) {
  return tx
    .select(columns)
    .from(advisorRequests)
    .leftJoin(assignee, eq(assignee.id, advisorRequests.assigneeId));
}

type Row = Awaited<ReturnType<typeof selectLeads>>[number];

function toLead(row: Row): Lead {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    mobile: row.mobile,
    graduationYear: row.graduationYear,
    jobTitle: row.jobTitle,
    program: row.program,
    status: row.status as Lead['status'],
    notes: row.notes,
    assigneeId: row.assigneeId,
    assigneeName:
      row.assigneeFirst === null
        ? null
        : personName({ firstName: row.assigneeFirst, lastName: row.assigneeLast ?? '' }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Status through advisor_requests_status_idx; the search matches an e-mail (the dedupe index
 * leads with it) or a mobile number (advisor_requests_mobile_idx) exactly.
 */
function filter(f: LeadFilter): SQL | undefined {
  const term = f.q?.trim();
  return and(
    f.status ? eq(advisorRequests.status, f.status) : undefined,
    term
      ? term.includes('@')
        ? eq(advisorRequests.email, term.toLowerCase())
        : eq(advisorRequests.mobile, term)
      : undefined,
  );
}

export async function listLeads(
  { db }: DbDeps,
  query: LeadListQuery,
): Promise<{ data: Lead[]; pagination: Pagination }> {
  const where = filter(query);
  const { rows, total } = await readPage(
    selectLeads(db).where(where).orderBy(desc(advisorRequests.createdAt), desc(advisorRequests.id)),
    db.select({ n: count() }).from(advisorRequests).where(where),
    query,
  );
  return { data: rows.map(toLead), pagination: makePagination(query.page, query.limit, total) };
}

export async function readLead(tx: Tx, id: string): Promise<Lead> {
  if (!isUuid(id)) throw notFound(LEAD_NOT_FOUND);
  const [row] = await selectLeads(tx).where(eq(advisorRequests.id, id));
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return toLead(row);
}

/** Changes a lead's status, notes or assignee; answers it before and after, for the audit log. */
export async function updateLead(
  { db }: DbDeps,
  actor: AuditActor,
  id: string,
  input: LeadUpdate,
): Promise<{ before: Lead; after: Lead }> {
  return db.transaction(async (tx) => {
    const before = await readLead(tx, id);
    if (input.assigneeId) {
      const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.assigneeId));
      if (!person) throw badRequest(ASSIGNEE_NOT_FOUND);
    }
    await tx
      .update(advisorRequests)
      .set({
        ...(input.status !== undefined && { status: input.status }),
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(input.assigneeId !== undefined && { assigneeId: input.assigneeId }),
        updatedAt: new Date(),
      })
      .where(eq(advisorRequests.id, id));
    const after = await readLead(tx, id);
    await writeAudit(tx, actor, { action: 'lead.update', entityType: 'lead', entityId: id, before, after });
    return { before, after };
  });
}

const CSV_HEADER = [
  'Received',
  'Full name',
  'E-mail',
  'Mobile',
  'Graduation year',
  'Job title',
  'Program',
  'Status',
  'Assignee',
  'Notes',
];

/** The leads the filter selects, newest first, as CSV (at most LEAD_EXPORT_MAX rows). */
export async function exportLeads(
  { db }: DbDeps,
  f: LeadFilter,
  language: Language,
): Promise<{ csv: string; rows: number }> {
  const rows = await selectLeads(db)
    .where(filter(f))
    .orderBy(desc(advisorRequests.createdAt), desc(advisorRequests.id))
    .limit(LEAD_EXPORT_MAX);
  let csv = csvLine(CSV_HEADER.map((name) => translateMessage(name, language)));
  for (const row of rows.map(toLead)) {
    csv += csvLine([
      row.createdAt,
      row.fullName,
      row.email,
      row.mobile,
      row.graduationYear,
      row.jobTitle,
      row.program,
      row.status,
      row.assigneeName,
      row.notes,
    ]);
  }
  return { csv, rows: rows.length };
}

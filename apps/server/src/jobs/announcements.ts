import { and, gt, isNotNull, ne } from 'drizzle-orm';
import { certificates, projectSubmissions } from '../db/schema.ts';
import type { Tx } from '../lib/tx.ts';
import type { MailJob } from './mail-jobs.ts';

/** How far back the sweep looks for reviews and certificates; far less than pg-boss keeps a finished job. */
const LOOK_BACK_MS = 60 * 60_000;

/**
 * Reviews and certificates of the last hour, as mail jobs. The classroom enqueues them as they
 * happen; this sweep also catches those made where no hook reaches (a review from another
 * instance's console, a process that stopped between its commit and its enqueue). The jobs'
 * ids and the mail_sends ledger make finding one twice harmless.
 */
export async function recentAnnouncements(tx: Tx, now: Date): Promise<MailJob[]> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const reviewed = await tx
    .select({ id: projectSubmissions.id, reviewedAt: projectSubmissions.reviewedAt })
    .from(projectSubmissions)
    .where(
      and(
        isNotNull(projectSubmissions.reviewedAt),
        gt(projectSubmissions.reviewedAt, since),
        ne(projectSubmissions.status, 'submitted'),
      ),
    );
  const issued = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(gt(certificates.issuedAt, since));
  return [
    ...reviewed.flatMap((r): MailJob[] =>
      r.reviewedAt
        ? [{ kind: 'project-reviewed', submissionId: r.id, reviewedAt: r.reviewedAt.toISOString() }]
        : [],
    ),
    ...issued.map((c): MailJob => ({ kind: 'certificate-issued', certificateId: c.id })),
  ];
}

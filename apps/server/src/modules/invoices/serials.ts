import { type DocumentKind, documentSerial, financialYear } from '@kalvi/shared';
import { sql } from 'drizzle-orm';
import { documentSerials } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/**
 * The next serial of an invoice or credit note in the financial year of `at`, taken inside the
 * caller's transaction (docs/decisions/179): the counter row stays locked until it commits, so
 * concurrent issuers queue, and a rollback returns the number. No gap, no repeat.
 */
export async function nextSerial(tx: Tx, kind: DocumentKind, at: Date): Promise<string> {
  const fy = financialYear(at);
  const [row] = await tx
    .insert(documentSerials)
    .values({ kind, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [documentSerials.kind, documentSerials.financialYear],
      set: { last: sql`${documentSerials.last} + 1` },
    })
    .returning({ last: documentSerials.last });
  if (!row) throw new Error('document serial counter returned nothing');
  return documentSerial(kind, fy, row.last);
}

import type { Db } from '../../db/client.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { InvoiceLinks } from '../../payments/invoice-links.ts';
import { renderInvoicePdf } from './pdf.ts';
import { creditNoteData, invoiceData } from './queries.ts';

export interface InvoicesDeps {
  db: Db;
  invoiceLinks: InvoiceLinks;
  /** TEST MODE invoices say that no money was charged. */
  testMode: boolean;
}

/** The signed-in caller, or whoever holds a valid signed link to this document (docs/decisions/030). */
async function callerOf(deps: InvoicesDeps, id: string, userId?: string, token?: string): Promise<string> {
  const caller = userId ?? (token ? await deps.invoiceLinks.owner(token, id) : null);
  if (!caller) {
    throw unauthorized(token ? 'This invoice link has expired. Open it again from My learning.' : undefined);
  }
  return caller;
}

/**
 * The tax invoice of a payment, for its owner only: the signed-in owner, or whoever holds the
 * signed link the owner was given (docs/decisions/030).
 */
export async function invoiceFor(
  deps: InvoicesDeps,
  args: { paymentId: string; userId: string | undefined; token: string | undefined },
): Promise<{ fileName: string; pdf: Buffer }> {
  const caller = await callerOf(deps, args.paymentId, args.userId, args.token);
  const invoice = await invoiceData(deps.db, args.paymentId);
  if (!invoice) throw notFound('Invoice not found');
  return render(deps, invoice, caller, 'invoice');
}

/** A credit note (docs/decisions/178), for the owner of the payment it belongs to, the same way. */
export async function creditNoteFor(
  deps: InvoicesDeps,
  args: { creditNoteId: string; userId: string | undefined; token: string | undefined },
): Promise<{ fileName: string; pdf: Buffer }> {
  const caller = await callerOf(deps, args.creditNoteId, args.userId, args.token);
  const note = await creditNoteData(deps.db, args.creditNoteId);
  if (!note) throw notFound('Credit note not found');
  return render(deps, note, caller, 'credit-note');
}

async function render(
  deps: InvoicesDeps,
  invoice: NonNullable<Awaited<ReturnType<typeof invoiceData>>>,
  caller: string,
  name: 'invoice' | 'credit-note',
): Promise<{ fileName: string; pdf: Buffer }> {
  if (invoice.ownerId !== caller) throw forbidden('This invoice belongs to another account');
  const pdf = await renderInvoicePdf({ ...invoice.data, testMode: deps.testMode });
  return { fileName: `kalvi-${name}-${invoice.data.number.replaceAll('/', '-')}.pdf`, pdf };
}

import type { Db } from '../../db/client.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import type { InvoiceLinks } from '../../payments/invoice-links.ts';
import { renderInvoicePdf } from './pdf.ts';
import { invoiceData } from './queries.ts';

export interface InvoicesDeps {
  db: Db;
  invoiceLinks: InvoiceLinks;
  /** TEST MODE invoices say that no money was charged. */
  testMode: boolean;
}

/**
 * The tax invoice of a payment, for its owner only: the signed-in owner, or whoever holds the
 * signed link the owner was given (docs/decisions/030).
 */
export async function invoiceFor(
  deps: InvoicesDeps,
  args: { paymentId: string; userId: string | undefined; token: string | undefined },
): Promise<{ fileName: string; pdf: Buffer }> {
  const linkOwner = args.token ? await deps.invoiceLinks.owner(args.token, args.paymentId) : null;
  const caller = args.userId ?? linkOwner;
  if (!caller) {
    throw unauthorized(
      args.token ? 'This invoice link has expired. Open it again from My learning.' : undefined,
    );
  }
  const invoice = await invoiceData(deps.db, args.paymentId);
  if (!invoice) throw notFound('Invoice not found');
  if (invoice.ownerId !== caller) throw forbidden('This invoice belongs to another account');
  const pdf = await renderInvoicePdf({ ...invoice.data, testMode: deps.testMode });
  return { fileName: `kalvi-invoice-${invoice.data.number.replaceAll('/', '-')}.pdf`, pdf };
}

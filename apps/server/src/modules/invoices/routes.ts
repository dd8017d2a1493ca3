import { failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore } from '../../lib/cache-control.ts';
import { asDownload } from '../../lib/download.ts';
import { USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { creditNoteFor, type InvoicesDeps, invoiceFor } from './service.ts';

type PdfFile = { fileName: string; pdf: Buffer };
interface PdfDownload {
  url: string;
  operationId: string;
  summary: string;
  notFound: string;
  find: (id: string, userId: string | undefined, token: string | undefined) => Promise<PdfFile>;
}

/** One signed-in-or-signed-link PDF download: an invoice and a credit note are served alike. */
function pdfDownloadRoute(app: FastifyInstance, route: PdfDownload): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['payments'],
        operationId: route.operationId,
        summary: route.summary,
        // The signed link in `token` stands in for the bearer token in a new browser tab.
        security: [...USER_SECURITY, {}],
        params: z.object({ id: z.uuid({ message: route.notFound }) }),
        querystring: z.object({ token: z.string().max(2000).optional() }),
        // The 200 is the PDF's bytes (Fastify sends a Buffer as it is), documented by `produces`.
        produces: ['application/pdf'],
        response: {
          200: z.instanceof(Buffer),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await route.find(request.params.id, request.user?.id, request.query.token);
      privateNoStore(reply);
      return asDownload(reply, 'application/pdf', fileName).send(pdf);
    },
  );
}

async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const deps: InvoicesDeps = {
    db: app.db,
    invoiceLinks: app.invoiceLinks,
    testMode: app.paymentGateway.kind === 'test-gateway',
  };

  pdfDownloadRoute(app, {
    url: '/api/payments/invoices/:id',
    operationId: 'downloadInvoice',
    summary: 'The tax invoice PDF of a payment: for its owner (bearer token or the signed link)',
    notFound: 'Invoice not found',
    find: (paymentId, userId, token) => invoiceFor(deps, { paymentId, userId, token }),
  });
  pdfDownloadRoute(app, {
    url: '/api/payments/credit-notes/:id',
    operationId: 'downloadCreditNote',
    summary: 'A credit note PDF of a refund: for the owner of the payment (bearer token or the signed link)',
    notFound: 'Credit note not found',
    find: (creditNoteId, userId, token) => creditNoteFor(deps, { creditNoteId, userId, token }),
  });
}

export const invoicesModule = fp(invoiceRoutes, {
  name: 'invoices',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.payments],
  encapsulate: true,
});

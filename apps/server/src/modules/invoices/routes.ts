import { failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore } from '../../lib/cache-control.ts';
import { USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { creditNoteFor, type InvoicesDeps, invoiceFor } from './service.ts';

async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const deps: InvoicesDeps = {
    db: app.db,
    invoiceLinks: app.invoiceLinks,
    testMode: app.paymentGateway.kind === 'test-gateway',
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payments/invoices/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['payments'],
        operationId: 'downloadInvoice',
        summary: 'The tax invoice PDF of a payment: for its owner (bearer token or the signed link)',
        // The signed link in `token` stands in for the bearer token in a new browser tab.
        security: [...USER_SECURITY, {}],
        params: z.object({ id: z.uuid({ message: 'Invoice not found' }) }),
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
      const { fileName, pdf } = await invoiceFor(deps, {
        paymentId: request.params.id,
        userId: request.user?.id,
        token: request.query.token,
      });
      privateNoStore(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payments/credit-notes/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['payments'],
        operationId: 'downloadCreditNote',
        summary:
          'A credit note PDF of a refund: for the owner of the payment (bearer token or the signed link)',
        // The signed link in `token` stands in for the bearer token in a new browser tab.
        security: [...USER_SECURITY, {}],
        params: z.object({ id: z.uuid({ message: 'Credit note not found' }) }),
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
      const { fileName, pdf } = await creditNoteFor(deps, {
        creditNoteId: request.params.id,
        userId: request.user?.id,
        token: request.query.token,
      });
      privateNoStore(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}

export const invoicesModule = fp(invoiceRoutes, {
  name: 'invoices',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.payments],
  encapsulate: true,
});

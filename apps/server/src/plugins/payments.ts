import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentGateway } from '../payments/gateway.ts';
import { InvoiceLinks } from '../payments/invoice-links.ts';
import type { PaymentGateway } from '../payments/types.ts';
import { PLUGIN } from './names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Razorpay with keys, else the TEST MODE gateway (docs/decisions/032). */
    paymentGateway: PaymentGateway;
    /** Signs and checks the invoice download links every payment answer carries. */
    invoiceLinks: InvoiceLinks;
  }
}

/** The payment provider and invoice links, shared by orders, webhook, enrolments and invoices. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('paymentGateway', paymentGateway(app.config));
    app.decorate('invoiceLinks', new InvoiceLinks(app.config.jwtSecret));
  },
  { name: PLUGIN.payments, dependencies: [PLUGIN.core] },
);

import {
  certificateAnswerSchema,
  certificateListAnswerSchema,
  failureSchema,
  idParamsSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/answer.ts';
import { asDownload } from '../../lib/download.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { academyContact } from '../../mail/signature.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { findCertificate, myCertificates, recipientLanguage, toCertificate } from './certificates.ts';

async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['certificates'];
  const { appUrl } = app.config;
  const deps = { db: app.db };

  r.get(
    '/api/certificates/mine',
    signedInRoute(app, 'certificates', {
      operationId: 'listMyCertificates',
      summary: "The caller's certificates, newest first",
      response: { 200: certificateListAnswerSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      const rows = await myCertificates(deps, signedIn(request).id);
      return answer(rows.map((row) => toCertificate(row, appUrl)));
    },
  );

  r.get(
    '/api/certificates/:id',
    {
      schema: {
        tags,
        operationId: 'verifyCertificate',
        summary: 'Verify a certificate by its ID: valid or revoked, with what it certifies',
        security: [],
        params: idParamsSchema,
        response: { 200: certificateAnswerSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      // Never cached: a revocation must show at once.
      reply.header('cache-control', 'no-cache');
      return answer(toCertificate(await findCertificate(deps, request.params.id), appUrl));
    },
  );

  r.get(
    '/api/certificates/:id/pdf',
    {
      schema: {
        tags,
        operationId: 'downloadCertificate',
        summary:
          "The certificate as a PDF with a QR code of its verification address, in the learner's language and the other",
        security: [],
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.instanceof(Buffer), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const row = await findCertificate(deps, request.params.id);
      const cert = toCertificate(row, appUrl);
      const pdf = await renderCertificatePdf(
        cert,
        (await academyContact(deps)).legalName,
        await recipientLanguage(deps, row),
      );
      reply.header('cache-control', 'no-cache');
      return asDownload(reply, 'application/pdf', `kalvi-certificate-${cert.id}.pdf`).send(pdf);
    },
  );
}

export const certificatesModule = fp(certificateRoutes, {
  name: 'certificates',
  dependencies: [PLUGIN.core, PLUGIN.auth],
  encapsulate: true,
});

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Responses = Record<string, Record<string, unknown>>;

/** What each status means, for answers whose schema does not say. */
const STATUS_TEXT: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  400: 'The request, its address or its input is not valid',
  401: 'Not signed in, or the session has ended',
  402: 'A verified payment is needed first',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'In conflict with what is already there',
  413: 'The request is too large',
  429: 'Too many requests; try again later',
  502: 'A service we depend on did not answer',
  503: 'Not available right now',
};

/**
 * The zod transform, plus what a client generator needs of every operation: every answer has
 * a description, every operation a 4xx (any route answers 400 to a malformed address, see
 * plugins/errors.ts), and a file download declares its media type (`produces`) for its 200.
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const produces = input.schema?.produces as string[] | undefined;
  const out = jsonSchemaTransform(produces ? { ...input, schema: withoutFileAnswer(input.schema) } : input);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return out;
  const responses: Responses = { ...((schema.response as Responses | undefined) ?? {}) };
  if (produces) {
    delete schema.produces;
    const [type = 'application/octet-stream'] = produces;
    responses[200] = {
      description: 'The file',
      content: { [type]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
    responses[400] = { ...(responses[400] ?? {}), description: STATUS_TEXT[400] };
  }
  for (const [status, response] of Object.entries(responses)) {
    if (!response.description) response.description = STATUS_TEXT[status] ?? 'Answer';
  }
  schema.response = responses;
  return out;
}

/** The route's schema without its 200: a file's bytes have no JSON schema. */
function withoutFileAnswer(schema: TransformInput['schema']): TransformInput['schema'] {
  const { 200: _file, ...errors } = (schema.response ?? {}) as Record<string, unknown>;
  return { ...schema, response: errors };
}

/** /api/openapi.json and /api/docs, generated from the routes' zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kalvi API',
        description: 'The API behind the Kalvi academy web app.',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${app.config.appUrl}/terms` },
      },
      // Relative: the API is served from the same origin as this document, wherever that is.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          razorpaySignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Razorpay-Signature',
            description: "Razorpay's HMAC-SHA256 of the raw body with the webhook secret",
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-outage.ts';

interface Failure {
  success: false;
  message: string;
  errors?: { field: string; message: string }[];
}

/** The one place that turns any thrown thing into the failure envelope of docs/product/api-contract.md#failure-envelope. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: Failure = { success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors } satisfies Failure);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ success: false, message: 'The request body is not valid JSON' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ success: false, message: 'The request body is empty' });
    }
    if (status === 413) {
      return reply.status(413).send({ success: false, message: 'The request is too large' });
    }
    if (status === 415) {
      return reply.status(415).send({ success: false, message: 'Unsupported content type' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message || 'Bad request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '30')
        .send({
          success: false,
          message: request.routeOptions.config.outageMessage ?? DATABASE_UNAVAILABLE_MESSAGE,
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Something went wrong' });
  });
}

/**
 * Errors Fastify raises before any route or error handler runs (a malformed percent-encoding
 * in the path, a failed async constraint): the same failure envelope instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'Invalid request';
  reply.status(400).send({ success: false, message } satisfies Failure);
}

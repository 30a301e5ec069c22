import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@packdex/shared/schemas';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { isStorageFull, type StorageHealth } from '../lib/storage-health.ts';
import { AppError } from '../lib/errors.ts';
import { redactUrl } from '../lib/log-redaction.ts';

const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorBody['code']; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is empty but JSON was declared',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Image must be no larger than 5MB.' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Send one file at a time' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Send the file as multipart/form-data',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The content length does not match the body',
  },
};

/** One place that turns every failure into `{ error, code, details? }`; 5xx never leak details, and carry the request's id. */
export function registerErrorHandler(app: FastifyInstance, storage?: Pick<StorageHealth, 'reportFull'>): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return { path: where, message: v.message ?? 'is invalid' };
      });
      const context = err.validationContext === 'querystring' ? 'query' : err.validationContext;
      // Messages written for people (the shared schemas') stand alone; zod's generic ones get the field name.
      const generic = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;
      const error = [
        ...new Set(details.map((d) => (d.path && generic.test(d.message) ? `${d.path}: ${d.message}` : d.message))),
      ].join('; ');
      return reply
        .status(400)
        .send({ error: error || `Invalid ${context ?? 'request'}`, code: 'VALIDATION_ERROR', details });
    }
    if (err instanceof AppError) {
      return reply.status(err.statusCode).headers(err.headers).send({ error: err.message, code: err.code });
    }
    const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message, code: known.code });
    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: err.message || 'Too many requests, please try again later', code: 'RATE_LIMITED' });
    }
    // The client closed its connection before its body arrived whole: nobody reads this answer, and
    // it is not the database failing (its ECONNRESET would otherwise count as an outage).
    if (request.raw.readableAborted || (err.code === 'ECONNRESET' && err.message === 'aborted')) {
      request.log.info({ err: { code: err.code, message: err.message } }, 'client closed the request');
      return reply.status(400).send({ error: 'The request was closed before it arrived whole', code: 'BAD_REQUEST' });
    }
    // Nothing can be saved: the disk is full. A 503 (try later), the cause in the log, and readiness
    // fails for a while so a load balancer sends writes elsewhere.
    if (isStorageFull(err)) {
      storage?.reportFull();
      request.log.error({ err: { code: err.code, message: err.message } }, 'storage full: a write failed');
      return reply.status(503).header('Retry-After', '60').send({
        error: 'The site cannot save anything right now. Please try again in a few minutes.',
        code: 'SERVICE_UNAVAILABLE',
        requestId: request.id,
      });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: { code: err.code, message: err.message } }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({
        error: 'The service is briefly unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
        requestId: request.id,
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, url: redactUrl(request.url) }, 'response did not match its schema');
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: err.message, code: 'BAD_REQUEST' });
    } else {
      request.log.error({ err }, 'unhandled error');
    }
    // The request's id, as the log line of the failure has it: what a person quotes to support.
    return reply.status(500).send({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
      requestId: request.id,
    });
  });
}

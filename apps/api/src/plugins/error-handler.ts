import { LIMITS } from '@odai/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { HttpError } from '../http/http-error.js';
import { describeValidationError, type UserError } from '../http/validation-messages.js';

const INTERNAL: UserError = {
  error: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL',
};
const DATABASE_UNAVAILABLE: UserError = {
  error: 'Our database is not reachable right now. Please try again in a few seconds.',
  code: 'DATABASE_UNAVAILABLE',
};
const UNAVAILABLE: UserError = {
  error: 'The service is not available right now. Please try again in a moment.',
  code: 'UNAVAILABLE',
};

const ABORTED: UserError = { error: 'The request was cancelled before it arrived.', code: 'BAD_REQUEST' };

/** The client closed the connection before its request was fully received. */
function clientAborted(request: FastifyRequest): boolean {
  return request.raw.readableAborted || (request.raw.destroyed && !request.raw.complete);
}

// Fastify's own client errors, by code, in words a visitor can act on.
const FRAMEWORK_ERRORS: Record<string, UserError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    error: `The request is too large. The limit is ${LIMITS.requestBodyMaxBytes / 1024} KB.`,
    code: 'PAYLOAD_TOO_LARGE',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: 'Send the request body as JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: 'The request body does not match its length.',
    code: 'INVALID_BODY',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: 'The request body is empty. Send a JSON object.',
    code: 'INVALID_BODY',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
};

function toUserError(err: FastifyError, request: FastifyRequest): { status: number; body: UserError } {
  if (err instanceof HttpError)
    return { status: err.statusCode, body: { error: err.message, code: err.code } };
  if (isDatabaseUnavailable(err)) return { status: 503, body: DATABASE_UNAVAILABLE };
  if (err.validation?.[0]) {
    return {
      status: 400,
      body: describeValidationError(err.validationContext ?? '', err.validation[0], request.body),
    };
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) return { status, body: status === 503 ? UNAVAILABLE : INTERNAL };
  const known = FRAMEWORK_ERRORS[err.code];
  // JSON.parse failures and prototype-poisoning refusals are both "not valid JSON" to a visitor.
  if (known) return { status, body: known };
  if (status === 400 && (err instanceof SyntaxError || err.code?.startsWith('FST_ERR_CTP'))) {
    return { status, body: FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY! };
  }
  return {
    status,
    body: {
      error: 'The request could not be processed. Please check it and try again.',
      code: 'BAD_REQUEST',
    },
  };
}

/** One error shape, `{ error, code }`: a user sentence below 500, a generic one at 500+ (detail in the log). */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A client that went away mid-body surfaces as a socket error (ECONNRESET "aborted"), which
    // reads like a lost database connection; it is neither an error nor an alert.
    if (clientAborted(request)) {
      request.log.info({ reason: err.message }, 'request aborted by the client');
      return reply.code(400).type('application/json; charset=utf-8').send(ABORTED);
    }
    const { status, body } = toUserError(err, request);
    if (body === DATABASE_UNAVAILABLE) request.log.warn({ err }, 'database unavailable');
    else if (status >= 500 && !(err instanceof HttpError)) request.log.error({ err }, 'request failed');
    else if (status >= 500)
      request.log.warn({ status, code: body.code, cause: err.cause }, 'service unavailable');
    else request.log.info({ status, code: body.code, reason: err.message }, 'request refused');
    if (err instanceof HttpError && err.retryAfterSeconds)
      reply.header('retry-after', String(err.retryAfterSeconds));
    if (body === DATABASE_UNAVAILABLE) reply.header('retry-after', '5');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../domain/errors';
import { AppError } from './app-error';
import { sendStored, StoredAnswer } from './idempotency';
import { pgErrorCode, pgErrorCodes } from '../db/savepoint';
import { isPoolBusy } from '../db/connection-guard';

const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';

const fastifyCodes: Record<string, AppError> = {
  // A bad body carries fields like any other (ARCHITECTURE, Contracts); '_' is the whole body, as in fieldPath.
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError(ErrorCode.VALIDATION, 'The request body is not valid JSON.', { _: 'Not valid JSON' }),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError(ErrorCode.VALIDATION, 'The request body is empty.', { _: 'Required' }),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'This content type is not supported.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError(ErrorCode.VALIDATION, 'The content length is wrong.'),
};

/**
 * A path parameter of the right form but out of range (/orders/2147483648, /orders/0) names a
 * record that cannot exist: 404, as for any id that names nothing. The type provider keeps each zod
 * issue's code as `keyword` and Fastify tags the error with the part that failed, so this reads the
 * failure itself: no route, schema or service needs to know, and a malformed id ('0x10') or an
 * out-of-range body or query number stays a 400 with its fields.
 */
const namesNothing = (error: { validation: readonly { keyword: string }[]; validationContext?: string }) =>
  error.validationContext === 'params' && error.validation.every((issue) => issue.keyword === 'too_big' || issue.keyword === 'too_small');

/** Turns anything thrown into the error body of ARCHITECTURE; internals never leave the server. */
export const toAppError = (error: unknown): AppError | null => {
  if (error instanceof AppError) return error;
  // A deadlock's victim had its whole transaction rolled back: nothing was applied, and the same
  // request sent again goes through, so it is the busy answer a client already retries.
  if (isPoolBusy(error) || pgErrorCode(error) === pgErrorCodes.deadlockDetected) return new AppError(ErrorCode.UNAVAILABLE, 'The server is busy. Please try again in a moment.');
  if (hasZodFastifySchemaValidationErrors(error)) {
    if (namesNothing(error)) return new AppError(ErrorCode.NOT_FOUND, 'This was not found.');
    const fields: Record<string, string> = {};
    for (const issue of error.validation) fields[fieldPath(issue.instancePath)] ??= issue.message ?? 'Invalid value';
    return new AppError(ErrorCode.VALIDATION, 'Some fields are invalid.', fields);
  }
  const fastifyError = error as Partial<FastifyError> & { code?: string };
  if (fastifyError.code && fastifyCodes[fastifyError.code]) return fastifyCodes[fastifyError.code]!;
  if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) return new AppError(ErrorCode.CONFLICT, 'This conflicts with an existing record.');
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = status === 413 ? ErrorCode.PAYLOAD_TOO_LARGE : status === 415 ? ErrorCode.UNSUPPORTED_MEDIA_TYPE : ErrorCode.VALIDATION;
    return new AppError(code, fastifyError.message ?? 'Bad request.');
  }
  return null;
};

export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StoredAnswer) return sendStored(reply, error.stored);
    const known = toAppError(error);
    // Busy is a moment's state, not a fault: Retry-After tells any client to come back soon.
    if (known?.code === ErrorCode.UNAVAILABLE) void reply.header('retry-after', '1');
    if (known?.retryAfterSeconds !== undefined) void reply.header('retry-after', String(known.retryAfterSeconds));
    if (known) return reply.status(known.status).send(known.toBody());
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: ErrorCode.INTERNAL, message: `Something went wrong on our side. Reference: ${request.id}` } });
  });
};

import { errorCodes, type ApiError } from '@orbita/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messages } from '../errors';

/** PostgreSQL/driver failures that mean "the database is not reachable right now". */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e.code && unavailableCodes.has(e.code)) return true;
  if (typeof e.message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message)) {
    return true;
  }
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

function fieldPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/** Turns every error into the API's `{ message, code, fields? }` shape; never leaks internals. */
export function toApiError(error: unknown): { status: number; body: ApiError } {
  if (error instanceof AppError) return { status: error.status, body: error.toJSON() };
  const e = error as FastifyError;

  if (hasZodFastifySchemaValidationErrors(e)) {
    const fields: Record<string, string> = {};
    for (const v of e.validation) {
      const base = fieldPath(v.instancePath);
      const message = v.message ?? messages.validation;
      const keys = (v.params as { keys?: unknown }).keys;
      if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
        for (const key of keys) fields[base ? `${base}.${String(key)}` : String(key)] = message;
      } else {
        fields[base || (e.validationContext ?? 'body')] ??= message;
      }
    }
    const first = Object.values(fields)[0];
    const message = Object.keys(fields).length === 1 && first ? first : messages.validation;
    return { status: 400, body: { message, code: errorCodes.validation, fields } };
  }

  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: messages.invalidJson, code: errorCodes.invalidJson } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: messages.emptyBody, code: errorCodes.invalidJson } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return { status: 415, body: { message: messages.unsupportedMediaType, code: errorCodes.unsupportedMediaType } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: messages.payloadTooLarge, code: errorCodes.payloadTooLarge } };
  }
  if (e instanceof SyntaxError && e.statusCode === 400) {
    return { status: 400, body: { message: messages.invalidJson, code: errorCodes.invalidJson } };
  }
  if (e.statusCode === 429) {
    return { status: 429, body: { message: messages.rateLimited, code: errorCodes.rateLimited } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: messages.unavailable, code: errorCodes.unavailable } };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    // Other client errors raised by Fastify itself (bad headers, URL too long, ...).
    return { status: e.statusCode, body: { message: messages.validation, code: errorCodes.validation } };
  }
  return { status: 500, body: { message: messages.internal, code: errorCodes.internal } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    let rendered: ReturnType<typeof toApiError>;
    try {
      rendered = toApiError(error);
    } catch (renderError) {
      request.log.error({ err: renderError }, 'error handler failed');
      rendered = { status: 500, body: { message: messages.internal, code: errorCodes.internal } };
    }
    const { status, body } = rendered;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    if (status === 503) void reply.header('Retry-After', '5');
    return reply.status(status).send(body);
  });
}

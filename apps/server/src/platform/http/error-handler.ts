import { errorCodes, type ApiError } from '@orbita/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messages } from '../errors';

/** PostgreSQL/driver failures that mean "the database is not reachable right now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; message?: string; cause?: unknown };
  if (e.code && unavailableCodes.has(e.code)) return true;
  if (
    typeof e.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      e.message,
    )
  ) {
    return true;
  }
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/** The SQLSTATE of a PostgreSQL error, also when an ORM wrapped it (`cause`). */
function sqlState(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const e = error as { code?: unknown; severity?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string')
    return e.code;
  return sqlState(e.cause, depth + 1);
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
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: { message: messages.badUrl, code: errorCodes.validation } };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, body: { message: messages.urlTooLong, code: errorCodes.validation } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: messages.invalidJson, code: errorCodes.invalidJson } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: messages.emptyBody, code: errorCodes.invalidJson } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return {
        status: 415,
        body: { message: messages.unsupportedMediaType, code: errorCodes.unsupportedMediaType },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { message: messages.payloadTooLarge, code: errorCodes.payloadTooLarge },
      };
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
  // Class 22, "data exception": PostgreSQL refused a value the request carried (a NUL
  // byte in a text, a number out of range, a malformed literal) — the client's input,
  // not a server fault. Schemas catch most; this answers the rest with a 400.
  if (sqlState(error)?.startsWith('22')) {
    return { status: 400, body: { message: messages.invalidData, code: errorCodes.validation } };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    // Other client errors raised by Fastify itself (bad headers, URL too long, ...).
    return {
      status: e.statusCode,
      body: { message: messages.validation, code: errorCodes.validation },
    };
  }
  return { status: 500, body: { message: messages.internal, code: errorCodes.internal } };
}

/**
 * Errors Fastify raises before routing (a malformed or too long URL) skip the error
 * handler; `frameworkErrors` (a Fastify option, see app.ts) sends them through it too.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toApiError(error);
  request.log.info({ code: body.code, status }, 'request refused');
  void reply.status(status).send(body);
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

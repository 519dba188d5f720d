import { errorCodes, type ApiError } from '@orbita/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/sql-state';
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

/**
 * Every error answer has a size that does not depend on the input (issue 14: an answer that
 * listed each unknown key once per unknown key grew with the square of the body and killed
 * the server). At most FIELDS_MAX fields, each path and message cut to a fixed length; the
 * rest are counted, not listed. Worst case ≈ 20 × (200 + 300) bytes + the message: < 12 KB.
 */
export const FIELDS_MAX = 20;
export const FIELD_PATH_MAX = 200;
export const MESSAGE_MAX = 300;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function fieldPath(instancePath: string): string {
  return cut(instancePath.split('/').filter(Boolean).join('.'), FIELD_PATH_MAX);
}

/** Collects `fields` up to FIELDS_MAX; counts the ones left out. */
class BoundedFields {
  readonly fields: Record<string, string> = {};
  private listed = 0;
  omitted = 0;

  add(path: string, message: string): void {
    const key = cut(path, FIELD_PATH_MAX);
    if (key in this.fields) return;
    if (this.listed >= FIELDS_MAX) {
      this.omitted += 1;
      return;
    }
    this.fields[key] = cut(message, MESSAGE_MAX);
    this.listed += 1;
  }

  /** Adds `count` fields without listing them (the unknown keys past the cap). */
  skip(count: number): void {
    this.omitted += count;
  }

  get size(): number {
    return this.listed;
  }
}

function omittedNote(omitted: number): string {
  return omitted === 1
    ? ' Há mais 1 campo com problema além dos listados.'
    : ` Há mais ${omitted.toLocaleString('pt-BR')} campos com problema além dos listados.`;
}

/** An error body cut to the same bounds (services may build `fields` from input too). */
function bounded(body: ApiError): ApiError {
  const message = cut(body.message, MESSAGE_MAX);
  if (!body.fields) return { ...body, message };
  const fields = new BoundedFields();
  for (const path in body.fields) fields.add(path, body.fields[path] ?? messages.validation);
  return {
    ...body,
    message: fields.omitted ? message + omittedNote(fields.omitted) : message,
    fields: fields.fields,
  };
}

/** Turns every error into the API's `{ message, code, fields? }` shape; never leaks internals. */
export function toApiError(error: unknown): { status: number; body: ApiError } {
  if (error instanceof AppError) return { status: error.status, body: bounded(error.toJSON()) };
  const e = error as FastifyError;

  if (hasZodFastifySchemaValidationErrors(e)) {
    const fields = new BoundedFields();
    for (const v of e.validation) {
      const base = fieldPath(v.instancePath);
      const keys = (v.params as { keys?: unknown }).keys;
      if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
        // zod's message lists every key; each field gets its own one-key message instead.
        const shown = keys.slice(0, Math.max(0, FIELDS_MAX - fields.size));
        for (const key of shown) {
          const name = cut(String(key), FIELD_PATH_MAX);
          fields.add(base ? `${base}.${name}` : name, `Campo desconhecido: ${name}.`);
        }
        fields.skip(keys.length - shown.length);
      } else {
        fields.add(base || (e.validationContext ?? 'body'), v.message ?? messages.validation);
      }
    }
    const listed = Object.values(fields.fields);
    const single = fields.size === 1 && fields.omitted === 0 ? listed[0] : undefined;
    const message =
      single ?? messages.validation + (fields.omitted ? omittedNote(fields.omitted) : '');
    return {
      status: 400,
      body: {
        message: cut(message, MESSAGE_MAX + 40),
        code: errorCodes.validation,
        fields: fields.fields,
      },
    };
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

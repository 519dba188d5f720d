/** Shown when the server never answered (network down, CORS, aborted connection): spec §8. */
export const NO_RESPONSE_MESSAGE = 'Erro inesperado ao realizar a requisição.';
/** The same, when the browser says there is no connection (the PWA is read-only offline). */
export const OFFLINE_MESSAGE =
  'Sem conexão: o Orbita está no modo somente leitura. Tente de novo quando a conexão voltar.';
/** Rejection text after a failed session refresh (spec §8). */
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada';

/**
 * A failed request. `message` is what the user reads: the server's `message`, else the
 * whole body, else the status text (spec §8). `code` and `fields` come from the API's
 * error shape `{ message, code, fields? }` when present.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fields?: Record<string, string>;
  readonly body: unknown;

  constructor(
    message: string,
    init: { status: number; code?: string; fields?: Record<string, string>; body?: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.body = init.body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Builds the rejection of an answered request that failed. */
export function errorFromResponse(status: number, statusText: string, body: unknown): HttpError {
  if (isRecord(body) && typeof body.message === 'string' && body.message) {
    return new HttpError(body.message, {
      status,
      code: typeof body.code === 'string' ? body.code : undefined,
      fields: stringFields(body.fields),
      body,
    });
  }
  const whole =
    typeof body === 'string'
      ? body
      : body === undefined || body === null
        ? ''
        : JSON.stringify(body);
  return new HttpError(whole || statusText || `HTTP ${status}`, { status, body });
}

/** The status of a failed request, when the error came from the helper. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

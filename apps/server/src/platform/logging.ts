import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Query parameters whose values are credentials: `/ws?token=` (the socket's access token),
 * the e-mailed links the web app is opened with (`?token=`, `?convite=`), and anything named
 * like a key, secret or password. Logs are read by more people, and kept longer, than the
 * tokens live. Only request URLs and message strings are redacted: a value logged on purpose
 * as a field of its own (`log.info({ link }, …)`) is written as given.
 */
const secretName = String.raw`[^=&\s?#"']*(?:token|key|secret|senha|pass|auth|sig|convite|invite|xsrf)[^=&\s?#"']*`;
const secretQueryValue = new RegExp(String.raw`([?&;]${secretName}=)[^&\s#"']*`, 'gi');

export const REDACTED = '[redacted]';

/**
 * The text (a URL, or a message quoting one, like Fastify's "Route GET:/x?token=… not found")
 * with the values of credential-like query parameters replaced by `[redacted]`.
 */
export function redactUrl(text: string): string {
  return text.includes('=') ? text.replace(secretQueryValue, `$1${REDACTED}`) : text;
}

/** Fastify's request log line, with the URL redacted (headers are never part of it). */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Whatever a log call passes along (a request's headers, a reply's cookies), credentials are
 * censored before the line is written.
 */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'reply.headers["set-cookie"]',
];

/** The server's logger options (pino through Fastify): none in tests, info in production. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'test') return false;
  return {
    level: config.LOG_LEVEL ?? (config.NODE_ENV === 'production' ? 'info' : 'debug'),
    serializers: { req: requestSerializer },
    redact: { paths: redactPaths, censor: REDACTED },
    // Messages quoting a URL (the framework's own "Route … not found") are redacted too.
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)) as typeof args,
        );
      },
    },
  };
}

import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's successful answers may keep the `Cache-Control` the route itself sets even
     * when cookies ride along: only for answers that hold nothing personal beyond what the
     * URL already grants (the media bytes behind a signed, expiring URL or a public file).
     */
    cacheable?: boolean;
  }
}

/** Content-Security-Policy: no inline scripts; Google Identity Services is the one outside origin. */
const googleGsi = 'https://accounts.google.com/gsi/';

/**
 * The app's own WebSocket origin (`ws://host` or `wss://host` from APP_URL). Browsers before
 * CSP level 3 do not let `'self'` match ws: and wss:, and a bare `ws:`/`wss:` would let an
 * injected script open a socket to any host, so the app's one socket origin is named.
 */
export function webSocketOrigin(appUrl: string): string {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", `${googleGsi}client`],
      styleSrc: ["'self'", "'unsafe-inline'", `${googleGsi}style`],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", webSocketOrigin(config.APP_URL), googleGsi],
      frameSrc: [googleGsi],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  };
}

/**
 * Whether an API answer may hold a person's data or a session: any request that carries
 * credentials (a bearer token or API key, or cookies: the session cookies ride along on
 * every same-origin call), and every `/api/auth/` answer, which is where tokens are issued.
 */
function isPrivateApiAnswer(request: FastifyRequest): boolean {
  const url = request.url;
  if (!url.startsWith('/api/')) return false;
  if (url.startsWith('/api/auth/') || url === '/api/auth') return true;
  return request.headers.authorization !== undefined || request.headers.cookie !== undefined;
}

/**
 * A `cacheable` route's own successful answer with its own `Cache-Control` (a signed media
 * URL, a public thumbnail): browsers keep the bytes instead of downloading them on every view.
 * Its errors, and any answer the route set no cache header on, stay no-store.
 */
function keepsOwnCacheControl(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config.cacheable === true &&
    reply.statusCode < 300 &&
    reply.hasHeader('cache-control')
  );
}

/**
 * The response headers every answer carries (helmet: CSP, HSTS on https, nosniff…), and
 * `Cache-Control: no-store` on private API answers so no browser, proxy or shared cache keeps
 * one person's data or tokens (it overrides whatever a route set: private is never cacheable),
 * except the answers of routes marked `config: { cacheable: true }` (see keepsOwnCacheControl).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware again on
  // every request (parsing each CSP directive; ~4 % of a signed-in GET's CPU in the bench's
  // profile). Built once here, it sets the same headers the same way (on the raw response).
  const applyHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.APP_URL.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateApiAnswer(request) && !keepsOwnCacheControl(request, reply))
      void reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

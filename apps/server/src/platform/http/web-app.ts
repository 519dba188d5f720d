import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes, matchAppRoute } from '@orbita/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../auth/cookies';
import { messages } from '../errors';

/** Search engines and link-preview fetchers: they get a status and minimal HTML, never the SPA's error page. */
const botPattern =
  /bot|crawler|spider|crawling|facebookexternalhit|slurp|whatsapp|telegram|discord|preview|embedly|quora link|pinterest|vkshare|w3c_validator/i;

/**
 * The installed app's web view adds this to its user agent (apps/mobile/capacitor.config.ts,
 * `appendUserAgent`). It keeps its session in the device's secure storage, never in a cookie,
 * so the server cannot tell a signed-in launch from a signed-out one.
 */
export const MOBILE_APP_USER_AGENT = 'OrbitaApp';

export function isBot(userAgent: string | undefined): boolean {
  return !!userAgent && botPattern.test(userAgent);
}

function isApiPath(url: string): boolean {
  return (
    url === '/api' ||
    url.startsWith('/api/') ||
    url === '/ws' ||
    url.startsWith('/ws?') ||
    url.startsWith('/ws/')
  );
}

/**
 * Serves the built web app on the API's port: hashed assets cached for a year, index.html
 * never cached (so a new build is picked up), and the SPA fallback. Paths outside the
 * spec's route table answer 404 (with the SPA, which shows its 404 page), so crawlers and
 * monitors see the truth.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // The sign-in page prerendered by the web build (apps/web/build/prerender-sign-in.ts): a
  // signed-out visit to `/` paints the page from the HTML, before the app's JavaScript runs.
  // A visitor with a session cookie is on their way elsewhere (`/` sends them on), and any
  // query (`?acao=`, `?next=`) changes what the page shows: both get the plain shell, as does
  // the installed app (signed in or not, it has no cookie to tell). Returning visitors whose
  // service worker answers navigations get its cached shell (apps/web/build/pwa.ts).
  const prerenderedFile = path.join(distDir, 'home.html');
  const hasPrerendered = hasBuild && fs.existsSync(prerenderedFile);
  const pageFor = (request: FastifyRequest, status: number) =>
    hasPrerendered &&
    status === 200 &&
    request.url === '/' &&
    !request.cookies[ACCESS_COOKIE] &&
    !request.headers['user-agent']?.includes(MOBILE_APP_USER_AGENT)
      ? prerenderedFile
      : indexFile;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      // Directories (and so every client route) fall through to the SPA fallback below.
      allowedPath: (pathname) => path.extname(pathname) !== '',
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir, filePath);
        const hashed = relative.startsWith('assets' + path.sep);
        void reply.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it)');
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    if (status === 404 && isBot(request.headers['user-agent'])) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Page Not Found</title></head><body><h1>Page Not Found</h1></body></html>',
        );
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Orbita</title><p>O aplicativo web ainda não foi compilado. Rode <code>npm start</code>.</p></html>',
        );
    }
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(pageFor(request, status)));
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: messages.notFound, code: errorCodes.notFound });
    }
    const pathname = url.split('?')[0] ?? '/';
    if (path.extname(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
    }
    return sendIndex(request, reply, matchAppRoute(pathname) ? 200 : 404);
  });
}

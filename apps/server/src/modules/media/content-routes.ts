import {
  mediaContentParamsSchema,
  mediaContentQuerySchema,
  mediaMessages,
} from '@orbita/contracts/media';
import { apiErrorSchema } from '@orbita/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { ByteRange } from '../../platform/storage';
import { keyOf, type MediaDeps } from './deps';
import { isInlineType } from './file-types';
import { mediaFiles } from './schema';
import { mediaSigner } from './signing';

/**
 * Served files can never run as a page of ours: a sandboxed CSP with no sources (an SVG or
 * HTML opened directly executes nothing), nosniff, and `attachment` for every type that is
 * not a plain image, audio or video.
 */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** `filename="…"` (ASCII fallback) and `filename*=UTF-8''…` (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * One `bytes=a-b` / `bytes=a-` / `bytes=-n` range of a file of `size` bytes; undefined for
 * no (or an unsupported multi-range) header, which answers the whole file.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * `GET /api/public/media/{id}/{variant}`: the bytes, signed-out (an `<img>` sends no bearer
 * token). A private file needs a valid, unexpired signature (`exp`, `sig`); a public one
 * (used by a public page/product) needs none. A missing file or rendition answers 404, a
 * bad or expired signature 403.
 */
export function contentRoutes(deps: MediaDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/:variant',
      {
        // The bytes only (no session data): the signed URL's expiry or the public file's
        // max-age below decides how long browsers keep them, not the global no-store.
        config: { cacheable: true },
        schema: {
          summary: 'Conteúdo de um arquivo (URL assinada e com validade, ou pública)',
          tags: ['fabrica'],
          params: mediaContentParamsSchema,
          querystring: mediaContentQuerySchema,
          response: {
            200: z.any(),
            206: z.any(),
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            416: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { id, variant } = request.params;
        // The signature is the capability here (no member, no workspace): the row is read by
        // its id only after the signature for that id has been checked.
        const [row] = await app.database.db
          .select()
          .from(mediaFiles)
          .where(eq(mediaFiles.id, id))
          .limit(1);
        if (!row) throw AppError.notFound(mediaMessages.fileNotFound);
        const signer = await mediaSigner(app.database.db);
        if (!row.public && !signer.verify(id, request.query.exp, request.query.sig))
          throw AppError.forbidden(mediaMessages.badSignature, 'media.bad_signature');
        if (variant !== 'original' && !row.variants.includes(variant))
          throw AppError.notFound(mediaMessages.fileNotFound);
        const original = variant === 'original';
        // Audio and video players seek with Range requests: one range of the original.
        const range = original ? parseRange(request.headers.range, row.size) : undefined;
        if (range === 'unsatisfiable')
          return reply
            .status(416)
            .header('content-range', `bytes */${row.size}`)
            .send({ message: mediaMessages.badRange, code: 'media.bad_range' });
        const object = await deps.storage.get(keyOf(row, variant), range);
        if (!object) throw AppError.notFound(mediaMessages.fileNotFound);
        if (range)
          void reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`);

        const type = original ? row.mimeType : 'image/webp';
        const inline = request.query.download !== '1' && (!original || isInlineType(row.mimeType));
        const name = original ? row.name : `${row.name.replace(/\.[^.]*$/, '')}-${variant}.webp`;
        const maxAge = row.public
          ? 300
          : Math.max(0, Math.min(3600, Number(request.query.exp) - Math.floor(Date.now() / 1000)));
        return reply
          .header('content-type', type)
          .header('content-length', object.size)
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', FILE_CSP)
          .header('cross-origin-resource-policy', row.public ? 'cross-origin' : 'same-origin')
          .header('accept-ranges', original ? 'bytes' : 'none')
          .header('cache-control', `${row.public ? 'public' : 'private'}, max-age=${maxAge}`)
          .send(object.body);
      },
    );
  };
}

import {
  completeMediaUploadQuerySchema,
  createMediaUploadBodySchema,
  mediaDuplicateErrorSchema,
  mediaFileSchema,
  mediaUploadChunkParamsSchema,
  mediaUploadMessages,
  mediaUploadSchema,
} from '@orbita/contracts/media';
import { apiErrorSchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import {
  abortSession,
  appendChunk,
  createSession,
  folderOf,
  loadSession,
  presentSession,
  receivedOf,
} from './chunked';
import type { MediaDeps } from './deps';
import { finishUpload } from './finish';

const sessionParams = idParams(mediaUploadMessages.sessionNotFound);
const withLimits = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * `/api/app/fabrica/media/uploads…`: chunked, resumable uploads of large files (Editor and
 * above, like the single upload). See `chunked.ts` for why they are hand-written.
 */
export function uploadRoutes(deps: MediaDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Chunks arrive as raw bytes: hand the request stream through unparsed, so `appendChunk`
    // streams it to disk under its own size bound (never buffered whole).
    app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
      done(null, payload),
    );

    app.post(
      '/media/uploads',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary:
            'Abrir um envio em partes (arquivos grandes; tamanho declarado e cota conferidos)',
          body: createMediaUploadBodySchema,
          response: { 201: mediaUploadSchema, ...withLimits },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            presentSession(await createSession(request.ctx.db, deps, request.member, request.body)),
          ),
    );

    app.get(
      '/media/uploads/:id',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: 'Onde o envio está (para continuar depois de uma queda de rede)',
          params: sessionParams,
          response: { 200: mediaUploadSchema, ...errors },
        },
      },
      async (request) => presentSession(await loadSession(deps, request.member, request.params.id)),
    );

    app.put(
      '/media/uploads/:id/chunks/:n',
      {
        preParsing: requires('content.write'),
        // No larger bodyLimit: Fastify does not count a raw stream handed through unparsed
        // (a test sends 1.3 MB chunks), `appendChunk` is the real bound (the agreed chunk
        // size), and the app's 1 MiB limit keeps a JSON body sent here small (fuzz: 413).
        schema: {
          security,
          summary: 'Enviar a parte n (bytes crus, application/octet-stream; só a próxima parte)',
          consumes: ['application/octet-stream'],
          params: mediaUploadChunkParamsSchema,
          response: { 200: mediaUploadSchema, ...withLimits },
        },
      },
      async (request) =>
        presentSession(
          await appendChunk(
            deps,
            request.member,
            request.params.id,
            request.params.n,
            request.body,
          ),
        ),
    );

    app.post(
      '/media/uploads/:id/complete',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: 'Concluir o envio: o mesmo processamento do envio único',
          params: sessionParams,
          querystring: completeMediaUploadQuerySchema,
          response: {
            201: mediaFileSchema,
            ...withLimits,
            409: mediaDuplicateErrorSchema.or(apiErrorSchema),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const folderId = await folderOf(deps, request.member, id);
        const received = await receivedOf(deps, request.member, id);
        return finishUpload(request, reply, deps, received, {
          folderId,
          duplicate: request.query.duplicate,
          keepOnDuplicate: true,
        });
      },
    );

    app.delete(
      '/media/uploads/:id',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: 'Desistir do envio (apaga as partes recebidas)',
          params: sessionParams,
          response: { ...noContent, ...errors },
        },
      },
      async (request, reply) => {
        await abortSession(deps, request.member, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

import {
  cleanMediaOrphansBodySchema,
  deleteMediaFileQuerySchema,
  mediaDuplicateErrorSchema,
  mediaEntities,
  mediaFilePageSchema,
  mediaFileSchema,
  mediaListQuerySchema,
  mediaOrphansCleanedSchema,
  mediaQuotaSchema,
  mediaUploadQuerySchema,
  mediaUsageListSchema,
  updateMediaFileBodySchema,
} from '@orbita/contracts/media';
import { apiErrorSchema, conflictErrorSchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import type { MediaDeps } from './deps';
import {
  cleanOrphans,
  deleteFile,
  fileNotFound,
  getFile,
  listFiles,
  quota,
  updateFile,
} from './files-service';
import { presentFile, presentFilePage, presentUsage } from './presenter';
import { receiveUpload } from './receive';
import { finishUpload } from './finish';
import { mediaSigner } from './signing';
import { listUsages } from './usage';

const fileParams = idParams(fileNotFound);
const withTooLarge = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * `/api/app/fabrica/media/files…`: any member reads; Editor and above (and API keys with
 * such a role) upload, change and delete; the orphan clean-up needs Criador.
 */
export function fileRoutes(deps: MediaDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signer = () => mediaSigner(app.database.db);

    app.get(
      '/media/files',
      {
        preParsing: requires('workspace.read'),
        schema: {
          security,
          summary: 'Arquivos da biblioteca, do mais novo ao mais antigo (busca, pasta, tipo)',
          querystring: mediaListQuerySchema,
          response: { 200: mediaFilePageSchema, ...errors },
        },
      },
      async (request) =>
        presentFilePage(
          await listFiles(request.ctx.db, request.member, request.query),
          await signer(),
        ),
    );

    app.post(
      '/media/files',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: 'Enviar um arquivo (multipart/form-data: parte "file"; "alt" e "caption" antes)',
          consumes: ['multipart/form-data'],
          querystring: mediaUploadQuerySchema,
          response: { 201: mediaFileSchema, ...withTooLarge, 409: mediaDuplicateErrorSchema },
        },
      },
      async (request, reply) => {
        const received = await receiveUpload(request, deps.tmpDir, deps.maxFileBytes);
        return finishUpload(request, reply, deps, received, {
          folderId: request.query.folderId,
          duplicate: request.query.duplicate,
        });
      },
    );

    app.get(
      '/media/files/:id',
      {
        preParsing: requires('workspace.read'),
        schema: {
          security,
          summary: 'Um arquivo',
          params: fileParams,
          response: { 200: mediaFileSchema, ...errors },
        },
      },
      async (request) =>
        presentFile(
          await getFile(request.ctx.db, request.member, request.params.id),
          await signer(),
        ),
    );

    app.patch(
      '/media/files/:id',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: 'Alterar nome, texto alternativo, legenda, pasta ou ponto focal',
          params: fileParams,
          body: updateMediaFileBodySchema,
          response: { 200: mediaFileSchema, ...errors, 409: conflictErrorSchema(mediaFileSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const row = await withCurrentOnConflict(
          () => updateFile(request.ctx, deps, request.member, id, request.body),
          async () =>
            presentFile(await getFile(request.ctx.db, request.member, id), await signer()),
        );
        const file = presentFile(row, await signer());
        // The id only (usage.ts says why): names and URLs leave through the scoped reads.
        await publish(request, {
          type: 'updated',
          entity: mediaEntities.file,
          id: file.id,
          data: { id: file.id },
        });
        return file;
      },
    );

    app.delete(
      '/media/files/:id',
      {
        preParsing: requires('content.write'),
        schema: {
          security,
          summary: 'Excluir um arquivo (recusado enquanto em uso, salvo com force=true)',
          params: fileParams,
          querystring: deleteMediaFileQuerySchema,
          response: { ...noContent, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await deleteFile(request.ctx, deps, request.member, id, request.query.force);
        await publish(request, { type: 'deleted', entity: mediaEntities.file, id, data: { id } });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/media/files/:id/usages',
      {
        preParsing: requires('workspace.read'),
        schema: {
          security,
          summary: 'Onde o arquivo é usado',
          params: fileParams,
          response: { 200: mediaUsageListSchema, ...errors },
        },
      },
      async (request) => ({
        items: (await listUsages(request.ctx.db, request.member, request.params.id)).map(
          presentUsage,
        ),
      }),
    );

    app.get(
      '/media/quota',
      {
        preParsing: requires('workspace.read'),
        schema: {
          security,
          summary: 'Espaço usado e cota da conta',
          response: { 200: mediaQuotaSchema, ...errors },
        },
      },
      async (request) => quota(request.ctx.db, deps, request.member),
    );

    app.post(
      '/media/orphans/clean',
      {
        preParsing: requires('structure.manage'),
        schema: {
          security,
          summary: 'Excluir os arquivos sem uso enviados há pelo menos N dias',
          body: cleanMediaOrphansBodySchema,
          response: { 200: mediaOrphansCleanedSchema, ...errors },
        },
      },
      async (request) => {
        const rows = await cleanOrphans(request.ctx, deps, request.member, request.body);
        await publish(
          request,
          ...rows.map((r) => ({
            type: 'deleted',
            entity: mediaEntities.file,
            id: r.id,
            data: { id: r.id },
          })),
        );
        return { deleted: rows.length, freedBytes: rows.reduce((s, r) => s + r.storedBytes, 0) };
      },
    );
  };
}

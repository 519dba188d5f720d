import {
  createMediaFolderBodySchema,
  mediaEntities,
  mediaFolderListSchema,
  mediaFolderSchema,
  updateMediaFolderBodySchema,
} from '@orbita/contracts/media';
import { conflictErrorSchema } from '@orbita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { findInWorkspace } from '../../platform/scope';
import {
  createFolder,
  deleteFolder,
  folderNotFound,
  listFolders,
  updateFolder,
} from './folders-service';
import { presentFolder } from './presenter';
import { mediaFolders } from './schema';

const folderParams = idParams(folderNotFound);
const entity = mediaEntities.folder;

/** `/api/app/fabrica/media/folders…`: any member reads; Editor and above organize. */
export const folderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/folders',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Pastas da biblioteca',
        response: { 200: mediaFolderListSchema, ...errors },
      },
    },
    async (request) => ({
      items: (await listFolders(request.ctx.db, request.member)).map(presentFolder),
    }),
  );

  app.post(
    '/media/folders',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar uma pasta',
        body: createMediaFolderBodySchema,
        response: { 201: mediaFolderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const folder = presentFolder(await createFolder(request.ctx, request.member, request.body));
      await publish(request, { type: 'created', entity, id: folder.id, data: folder });
      return reply.status(201).send(folder);
    },
  );

  app.patch(
    '/media/folders/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Renomear ou mover uma pasta',
        params: folderParams,
        body: updateMediaFolderBodySchema,
        response: {
          200: mediaFolderSchema,
          ...errors,
          409: conflictErrorSchema(mediaFolderSchema),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const folder = presentFolder(
        await withCurrentOnConflict(
          () => updateFolder(request.ctx, request.member, id, request.body),
          async () =>
            presentFolder(
              await findInWorkspace(
                request.ctx.db,
                mediaFolders,
                request.member,
                id,
                folderNotFound,
              ),
            ),
        ),
      );
      await publish(request, { type: 'updated', entity, id: folder.id, data: folder });
      return folder;
    },
  );

  app.delete(
    '/media/folders/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir uma pasta vazia',
        params: folderParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteFolder(request.ctx, request.member, id);
      await publish(request, { type: 'deleted', entity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};

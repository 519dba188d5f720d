import { conflictErrorSchema } from '@orbita/contracts';
import {
  createPublicationBodySchema,
  publicationPageSchema,
  publicationSchema,
  publicationsEntity,
  publicationsListQuerySchema,
  updatePublicationBodySchema,
} from '@orbita/contracts/publications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../platform/db/versioned';
import { errors, idParams, noContent, requires, security } from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { presentPublication, presentPublicationPage } from './presenter';
import {
  createPublication,
  deletePublication,
  getPublication,
  listPublications,
  publicationNotFound,
  updatePublication,
} from './service';

const params = idParams(publicationNotFound);

/**
 * `/api/app/universo/publications`: any member reads; Editor and above edit (visibility and
 * schedule: Criador and above, checked by the service); Criador and above create and delete.
 * Each route: validate → `requires(action)` (before the body is parsed) → service (its own
 * transaction) → presenter → `publish` to the workspace's other tabs.
 */
export const publicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = app.collab;

  app.get(
    '/publications',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Publicações, da alterada mais recentemente à mais antiga',
        querystring: publicationsListQuerySchema,
        response: { 200: publicationPageSchema, ...errors },
      },
    },
    async (request) =>
      presentPublicationPage(await listPublications(request.ctx.db, request.member, request.query)),
  );

  app.post(
    '/publications',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Criar uma publicação (rascunho)',
        body: createPublicationBodySchema,
        response: { 201: publicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = presentPublication(
        await createPublication(request.ctx, docs, request.member, request.body),
      );
      await publish(request, {
        type: 'created',
        entity: publicationsEntity,
        id: item.id,
        data: item,
      });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/publications/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Uma publicação',
        params,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) =>
      presentPublication(await getPublication(request.ctx.db, request.member, request.params.id)),
  );

  app.patch(
    '/publications/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar os dados de uma publicação (o que está no ar só muda ao publicar)',
        params,
        body: updatePublicationBodySchema,
        response: {
          200: publicationSchema,
          ...errors,
          409: conflictErrorSchema(publicationSchema),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const item = presentPublication(
        await withCurrentOnConflict(
          () => updatePublication(request.ctx, request.member, id, request.body),
          async () => presentPublication(await getPublication(request.ctx.db, request.member, id)),
        ),
      );
      await publish(request, { type: 'updated', entity: publicationsEntity, id, data: item });
      return item;
    },
  );

  app.delete(
    '/publications/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir uma publicação (e suas revisões)',
        params,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deletePublication(request.ctx, docs, request.member, id);
      await publish(request, { type: 'deleted', entity: publicationsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );
};

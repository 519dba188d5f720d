import { conflictErrorSchema } from '@orbita/contracts';
import {
  createResourceBodySchema,
  gamDeletedSchema,
  gamPageQuerySchema,
  resourceSchema,
  resourcesPageSchema,
  updateResourceBodySchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { resourceParams } from '../params';
import {
  createResource,
  deleteResource,
  getResource,
  listResources,
  updateResource,
} from './resources-service';

/** `/api/app/gamificacao/resources`: read by any member, changed by Criador+. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = requires('workspace.read');
  const manage = requires('structure.manage');

  app.get(
    '/resources',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Recursos da conta (mais novos primeiro, paginado)',
        querystring: gamPageQuerySchema,
        response: { 200: resourcesPageSchema, ...errors },
      },
    },
    async (request) => listResources(db, request.member, request.query),
  );

  app.post(
    '/resources',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Criar um recurso',
        body: createResourceBodySchema,
        response: { 201: resourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const resource = await createResource(request.ctx, request.member, request.body);
      return reply.status(201).send(resource);
    },
  );

  app.get(
    '/resources/:id',
    {
      preParsing: read,
      schema: {
        security,
        summary: 'Um recurso',
        params: resourceParams,
        response: { 200: resourceSchema, ...errors },
      },
    },
    async (request) => getResource(db, request.member, request.params.id),
  );

  app.patch(
    '/resources/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Alterar um recurso',
        params: resourceParams,
        body: updateResourceBodySchema,
        response: { 200: resourceSchema, ...errors, 409: conflictErrorSchema(resourceSchema) },
      },
    },
    async (request) =>
      withCurrentOnConflict(
        () => updateResource(request.ctx, request.member, request.params.id, request.body),
        () => getResource(db, request.member, request.params.id),
      ),
  );

  app.delete(
    '/resources/:id',
    {
      preParsing: manage,
      schema: {
        security,
        summary: 'Excluir um recurso que não está em uso',
        params: resourceParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteResource(request.ctx, request.member, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
};

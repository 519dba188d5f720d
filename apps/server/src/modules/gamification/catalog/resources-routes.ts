import {
  createResourceBodySchema,
  gamDeletedSchema,
  gamPageQuerySchema,
  resourceSchema,
  resourcesPageSchema,
  updateResourceBodySchema,
} from '@orbita/contracts/gamification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, publishGamification, requires, resourceParams, security, tags } from './route-kit';
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
        tags,
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
        tags,
        security,
        summary: 'Criar um recurso',
        body: createResourceBodySchema,
        response: { 201: resourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const resource = await createResource(db, request.member, request.body);
      await publishGamification(app, request.member.workspaceId, 'created', resource.id, resource);
      return reply.status(201).send(resource);
    },
  );

  app.get(
    '/resources/:id',
    {
      preParsing: read,
      schema: {
        tags,
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
        tags,
        security,
        summary: 'Alterar um recurso',
        params: resourceParams,
        body: updateResourceBodySchema,
        response: { 200: resourceSchema, ...errors },
      },
    },
    async (request) => {
      const resource = await updateResource(db, request.member, request.params.id, request.body);
      await publishGamification(app, request.member.workspaceId, 'updated', resource.id, resource);
      return resource;
    },
  );

  app.delete(
    '/resources/:id',
    {
      preParsing: manage,
      schema: {
        tags,
        security,
        summary: 'Excluir um recurso que não está em uso',
        params: resourceParams,
        response: { 200: gamDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteResource(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishGamification(app, request.member.workspaceId, 'deleted', deleted.id, deleted);
      return deleted;
    },
  );
};

import {
  categoriesQuerySchema,
  categoriesSchema,
  categoryParamsSchema,
  categorySchema,
  createCategoryBodySchema,
  financeDeletedSchema,
  updateCategoryBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, publishFinance, requires, security, tags } from '../shared/route-kit';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './service';

/** `/api/app/riqueza/categories`: structures (Criador+ changes them). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/categories',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Categorias (grupos seguidos das subcategorias)',
        querystring: categoriesQuerySchema,
        response: { 200: categoriesSchema, ...errors },
      },
    },
    async (request) => ({ items: await listCategories(db, request.member, request.query.type) }),
  );

  app.get(
    '/categories/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        tags,
        security,
        summary: 'Uma categoria',
        params: categoryParamsSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) => getCategory(db, request.member, request.params.id),
  );

  app.post(
    '/categories',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Criar uma categoria',
        body: createCategoryBodySchema,
        response: { 201: categorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, request.member, request.body);
      await publishFinance(app, request.member.workspaceId, [
        { type: 'created', id: category.id, data: category },
      ]);
      return reply.status(201).send(category);
    },
  );

  app.patch(
    '/categories/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Renomear ou mover uma categoria',
        params: categoryParamsSchema,
        body: updateCategoryBodySchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) => {
      const category = await updateCategory(db, request.member, request.params.id, request.body);
      await publishFinance(app, request.member.workspaceId, [
        { type: 'updated', id: category.id, data: category },
      ]);
      return category;
    },
  );

  app.delete(
    '/categories/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        tags,
        security,
        summary: 'Excluir uma categoria sem uso (em uso: 409)',
        params: categoryParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteCategory(db, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publishFinance(app, request.member.workspaceId, [
        { type: 'deleted', id: deleted.id, data: deleted },
      ]);
      return deleted;
    },
  );
};

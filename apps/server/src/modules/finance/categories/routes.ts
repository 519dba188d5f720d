import { conflictErrorSchema } from '@orbita/contracts';
import {
  categoriesQuerySchema,
  categoriesSchema,
  categoryParamsSchema,
  categorySchema,
  createCategoryBodySchema,
  FINANCE_ENTITY,
  financeDeletedSchema,
  updateCategoryBodySchema,
} from '@orbita/contracts/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withCurrentOnConflict } from '../../../platform/db/versioned';
import { errors, requires, security } from '../../../platform/http/route-kit';
import { publish } from '../../../platform/realtime/publish';
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
        security,
        summary: 'Criar uma categoria',
        body: createCategoryBodySchema,
        response: { 201: categorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await createCategory(request.ctx, request.member, request.body);
      await publish(request, {
        type: 'created',
        entity: FINANCE_ENTITY,
        id: category.id,
        data: category,
      });
      return reply.status(201).send(category);
    },
  );

  app.patch(
    '/categories/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Renomear ou mover uma categoria',
        params: categoryParamsSchema,
        body: updateCategoryBodySchema,
        response: { 200: categorySchema, ...errors, 409: conflictErrorSchema(categorySchema) },
      },
    },
    async (request) => {
      const category = await withCurrentOnConflict(
        () => updateCategory(request.ctx, request.member, request.params.id, request.body),
        () => getCategory(db, request.member, request.params.id),
      );
      await publish(request, {
        type: 'updated',
        entity: FINANCE_ENTITY,
        id: category.id,
        data: category,
      });
      return category;
    },
  );

  app.delete(
    '/categories/:id',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary: 'Excluir uma categoria sem uso (em uso: 409)',
        params: categoryParamsSchema,
        response: { 200: financeDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await deleteCategory(request.ctx, request.member, request.params.id);
      const deleted = { id: request.params.id, deleted: true as const };
      await publish(request, {
        type: 'deleted',
        entity: FINANCE_ENTITY,
        id: deleted.id,
        data: deleted,
      });
      return deleted;
    },
  );
};

import { conflictErrorSchema } from '@orbita/contracts';
import {
  createProductBodySchema,
  createVariantBodySchema,
  productCategoriesSchema,
  productMessages,
  productCodeSettingsSchema,
  productPageSchema,
  productSchema,
  productsEntity,
  productsListQuerySchema,
  updateProductBodySchema,
  updateProductCodeSettingsBodySchema,
  updateVariantBodySchema,
} from '@orbita/contracts/products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errors,
  idParams,
  noContent,
  requires,
  security,
  uuidParam,
} from '../../platform/http/route-kit';
import { publish } from '../../platform/realtime/publish';
import { readCodeSettings, updateCodeSettings } from './codes';
import {
  createProduct,
  createVariant,
  deleteProduct,
  deleteVariant,
  listCategories,
  listProducts,
  productNotFound,
  readProduct,
  updateProduct,
  updateVariant,
} from './service';

const productParams = idParams(productNotFound);
const variantParams = productParams.extend({
  variantId: uuidParam(productMessages.variantNotFound),
});

/** Reads the product as it is now and tells the workspace's other tabs. */
async function answerUpdated(request: FastifyRequest, id: string) {
  const product = await readProduct(request.ctx.db, request.member, id);
  await publish(request, { type: 'updated', entity: productsEntity, id, data: product });
  return product;
}

/**
 * `/api/app/produto/produtos`: any member reads; Editor and above write.
 * Each route: validate (schemas) → `requires(action)` (before the body is parsed) →
 * service (its own transaction) → presenter → `publish` to the workspace's other tabs.
 * A variant's write answers (and publishes) its whole product.
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/produtos',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Produtos, do mais novo ao mais antigo (busca, status, categoria)',
        querystring: productsListQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request) => listProducts(request.ctx.db, request.member, request.query),
  );

  app.get(
    '/produtos/categorias',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Categorias usadas pelos produtos',
        response: { 200: productCategoriesSchema, ...errors },
      },
    },
    async (request) => ({ categories: await listCategories(request.ctx.db, request.member) }),
  );

  app.get(
    '/produtos/codigos',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Sequência dos códigos de produto (prefixo, sufixo, próximo número)',
        response: { 200: productCodeSettingsSchema, ...errors },
      },
    },
    async (request) => readCodeSettings(request.ctx.db, request.member),
  );

  app.patch(
    '/produtos/codigos',
    {
      preParsing: requires('structure.manage'),
      schema: {
        security,
        summary:
          'Alterar o prefixo e o sufixo dos códigos de novos produtos (com `version`, uma edição desatualizada responde 409)',
        body: updateProductCodeSettingsBodySchema,
        response: {
          200: productCodeSettingsSchema,
          ...errors,
          409: conflictErrorSchema(productCodeSettingsSchema),
        },
      },
    },
    async (request) => updateCodeSettings(request.ctx, request.member, request.body),
  );

  app.post(
    '/produtos',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar um produto',
        body: createProductBodySchema,
        response: { 201: productSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createProduct(request.ctx, request.member, request.body);
      const product = await readProduct(request.ctx.db, request.member, id);
      await publish(request, { type: 'created', entity: productsEntity, id, data: product });
      return reply.status(201).send(product);
    },
  );

  app.get(
    '/produtos/:id',
    {
      preParsing: requires('workspace.read'),
      schema: {
        security,
        summary: 'Um produto, com variações e imagens',
        params: productParams,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => readProduct(request.ctx.db, request.member, request.params.id),
  );

  app.patch(
    '/produtos/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar um produto (com `version`, uma edição desatualizada responde 409)',
        params: productParams,
        body: updateProductBodySchema,
        response: { 200: productSchema, ...errors, 409: conflictErrorSchema(productSchema) },
      },
    },
    async (request) => {
      await updateProduct(request.ctx, request.member, request.params.id, request.body);
      return answerUpdated(request, request.params.id);
    },
  );

  app.delete(
    '/produtos/:id',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir um produto',
        params: productParams,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await deleteProduct(request.ctx, request.member, id);
      await publish(request, { type: 'deleted', entity: productsEntity, id, data: { id } });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/produtos/:id/variantes',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Criar uma variação do produto (responde o produto)',
        params: productParams,
        body: createVariantBodySchema,
        response: { 201: productSchema, ...errors },
      },
    },
    async (request, reply) => {
      await createVariant(request.ctx, request.member, request.params.id, request.body);
      return reply.status(201).send(await answerUpdated(request, request.params.id));
    },
  );

  app.patch(
    '/produtos/:id/variantes/:variantId',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Alterar uma variação (com `version`, uma edição desatualizada responde 409)',
        params: variantParams,
        body: updateVariantBodySchema,
        response: { 200: productSchema, ...errors, 409: conflictErrorSchema(productSchema) },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      await updateVariant(request.ctx, request.member, id, variantId, request.body);
      return answerUpdated(request, id);
    },
  );

  app.delete(
    '/produtos/:id/variantes/:variantId',
    {
      preParsing: requires('content.write'),
      schema: {
        security,
        summary: 'Excluir uma variação (responde o produto)',
        params: variantParams,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      const { id, variantId } = request.params;
      await deleteVariant(request.ctx, request.member, id, variantId);
      return answerUpdated(request, id);
    },
  );
};

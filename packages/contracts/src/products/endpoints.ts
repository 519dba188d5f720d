import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createProductsItemBodySchema,
  productsItemPageSchema,
  productsItemSchema,
  productsListQuerySchema,
  updateProductsItemBodySchema,
} from './index';

const base = '/api/app/produto/products';

/** products: list, read, create, change and delete items (`/api/app/produto/products`). */
export const productsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof productsListQuerySchema>(),
    response: schemaType<typeof productsItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof productsItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createProductsItemBodySchema>(),
    response: schemaType<typeof productsItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateProductsItemBodySchema>(),
    response: schemaType<typeof productsItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createStoreItemBodySchema,
  storeItemPageSchema,
  storeItemSchema,
  storeListQuerySchema,
  updateStoreItemBodySchema,
} from './index';

const base = '/api/app/produto/store';

/** store: list, read, create, change and delete items (`/api/app/produto/store`). */
export const storeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof storeListQuerySchema>(),
    response: schemaType<typeof storeItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof storeItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createStoreItemBodySchema>(),
    response: schemaType<typeof storeItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateStoreItemBodySchema>(),
    response: schemaType<typeof storeItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

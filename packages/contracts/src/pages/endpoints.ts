import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createPagesItemBodySchema,
  pagesItemPageSchema,
  pagesItemSchema,
  pagesListQuerySchema,
  updatePagesItemBodySchema,
} from './index';

const base = '/api/app/produto/pages';

/** pages: list, read, create, change and delete items (`/api/app/produto/pages`). */
export const pagesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof pagesListQuerySchema>(),
    response: schemaType<typeof pagesItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof pagesItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createPagesItemBodySchema>(),
    response: schemaType<typeof pagesItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updatePagesItemBodySchema>(),
    response: schemaType<typeof pagesItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

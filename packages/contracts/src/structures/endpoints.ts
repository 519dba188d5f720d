import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createStructuresItemBodySchema,
  structuresItemPageSchema,
  structuresItemSchema,
  structuresListQuerySchema,
  updateStructuresItemBodySchema,
} from './index';

const base = '/api/app/fabrica/structures';

/** structures: list, read, create, change and delete items (`/api/app/fabrica/structures`). */
export const structuresEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof structuresListQuerySchema>(),
    response: schemaType<typeof structuresItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof structuresItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createStructuresItemBodySchema>(),
    response: schemaType<typeof structuresItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateStructuresItemBodySchema>(),
    response: schemaType<typeof structuresItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

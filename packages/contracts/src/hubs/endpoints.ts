import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createHubsItemBodySchema,
  hubsItemPageSchema,
  hubsItemSchema,
  hubsListQuerySchema,
  updateHubsItemBodySchema,
} from './index';

const base = '/api/app/fabrica/hubs';

/** hubs: list, read, create, change and delete items (`/api/app/fabrica/hubs`). */
export const hubsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof hubsListQuerySchema>(),
    response: schemaType<typeof hubsItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof hubsItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createHubsItemBodySchema>(),
    response: schemaType<typeof hubsItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateHubsItemBodySchema>(),
    response: schemaType<typeof hubsItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createPublicationsItemBodySchema,
  publicationsItemPageSchema,
  publicationsItemSchema,
  publicationsListQuerySchema,
  updatePublicationsItemBodySchema,
} from './index';

const base = '/api/app/universo/publications';

/** publications: list, read, create, change and delete items (`/api/app/universo/publications`). */
export const publicationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof publicationsListQuerySchema>(),
    response: schemaType<typeof publicationsItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof publicationsItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createPublicationsItemBodySchema>(),
    response: schemaType<typeof publicationsItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updatePublicationsItemBodySchema>(),
    response: schemaType<typeof publicationsItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createMindMapsItemBodySchema,
  mindMapsItemPageSchema,
  mindMapsItemSchema,
  mindMapsListQuerySchema,
  updateMindMapsItemBodySchema,
} from './index';

const base = '/api/app/mind-space/mind-maps';

/** mind-maps: list, read, create, change and delete items (`/api/app/mind-space/mind-maps`). */
export const mindMapsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof mindMapsListQuerySchema>(),
    response: schemaType<typeof mindMapsItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof mindMapsItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createMindMapsItemBodySchema>(),
    response: schemaType<typeof mindMapsItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateMindMapsItemBodySchema>(),
    response: schemaType<typeof mindMapsItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

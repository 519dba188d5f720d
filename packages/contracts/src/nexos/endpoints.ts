import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createNexoBodySchema,
  nexoGraphSchema,
  nexoLinkSchema,
  nexoLinksSchema,
  nexoSearchQuerySchema,
  nexoSearchSchema,
  updateNexoBodySchema,
} from './schemas';

const base = '/api/app/nexos';

/** nexos: a record's links, the graph around it, search to link, create, relabel, delete. */
export const nexosEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/{tipo}/{id}`,
    response: schemaType<typeof nexoLinksSchema>(),
  }),
  graph: defineEndpoint({
    method: 'GET',
    path: `${base}/{tipo}/{id}/grafo`,
    response: schemaType<typeof nexoGraphSchema>(),
  }),
  search: defineEndpoint({
    method: 'GET',
    path: `${base}/busca`,
    query: schemaType<typeof nexoSearchQuerySchema>(),
    response: schemaType<typeof nexoSearchSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createNexoBodySchema>(),
    response: schemaType<typeof nexoLinkSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateNexoBodySchema>(),
    response: schemaType<typeof nexoLinkSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  addHubItemBodySchema,
  createHubBodySchema,
  hubActivityListSchema,
  hubCandidatesQuerySchema,
  hubCandidatesSchema,
  hubHomeSchema,
  hubListQuerySchema,
  hubPageSchema,
  hubSchema,
  orderHubItemsBodySchema,
  pinHubItemBodySchema,
  putHubMemberBodySchema,
  updateHubBodySchema,
} from './index';

const base = '/api/app/fabrica/hubs';

/** Hubs: the list, a hub's home, its members, items and activity (`/api/app/fabrica/hubs`). */
export const hubsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof hubListQuerySchema>(),
    response: schemaType<typeof hubPageSchema>(),
  }),
  home: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof hubHomeSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createHubBodySchema>(),
    response: schemaType<typeof hubSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updateHubBodySchema>(),
    response: schemaType<typeof hubSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  putMember: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/membros`,
    body: schemaType<typeof putHubMemberBodySchema>(),
    response: schemaType<typeof hubHomeSchema>(),
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}/membros/{userId}`,
    response: schemaType<typeof hubHomeSchema>(),
  }),
  addItem: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/itens`,
    body: schemaType<typeof addHubItemBodySchema>(),
    response: schemaType<typeof hubHomeSchema>(),
  }),
  pinItem: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/itens/{itemId}/fixar`,
    body: schemaType<typeof pinHubItemBodySchema>(),
    response: schemaType<typeof hubHomeSchema>(),
  }),
  removeItem: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}/itens/{itemId}`,
    response: schemaType<typeof hubHomeSchema>(),
  }),
  orderItems: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/itens/ordem`,
    body: schemaType<typeof orderHubItemsBodySchema>(),
    response: schemaType<typeof hubHomeSchema>(),
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/atividade`,
    response: schemaType<typeof hubActivityListSchema>(),
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/candidatos`,
    query: schemaType<typeof hubCandidatesQuerySchema>(),
    response: schemaType<typeof hubCandidatesSchema>(),
  }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createPeopleItemBodySchema,
  peopleItemPageSchema,
  peopleItemSchema,
  peopleListQuerySchema,
  updatePeopleItemBodySchema,
} from './index';

const base = '/api/app/pessoa/people';

/** people: list, read, create, change and delete items (`/api/app/pessoa/people`). */
export const peopleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof peopleListQuerySchema>(),
    response: schemaType<typeof peopleItemPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof peopleItemSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createPeopleItemBodySchema>(),
    response: schemaType<typeof peopleItemSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updatePeopleItemBodySchema>(),
    response: schemaType<typeof peopleItemSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

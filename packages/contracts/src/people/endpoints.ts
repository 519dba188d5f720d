import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createPersonBodySchema,
  createPersonLinkBodySchema,
  duplicatesSchema,
  mergePeopleBodySchema,
  peopleListQuerySchema,
  personLinkSchema,
  personLinksSchema,
  personPageSchema,
  personSchema,
  timelineSchema,
  updatePersonBodySchema,
} from './index';

const base = '/api/app/pessoa/pessoas';

/** People and companies (`/api/app/pessoa/pessoas`): CRUD, duplicates and merge, links, timeline. */
export const peopleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof peopleListQuerySchema>(),
    response: schemaType<typeof personPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof personSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createPersonBodySchema>(),
    response: schemaType<typeof personSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updatePersonBodySchema>(),
    response: schemaType<typeof personSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  duplicates: defineEndpoint({
    method: 'GET',
    path: `${base}/duplicates`,
    response: schemaType<typeof duplicatesSchema>(),
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: `${base}/merge`,
    body: schemaType<typeof mergePeopleBodySchema>(),
    response: schemaType<typeof personSchema>(),
  }),
  links: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/links`,
    response: schemaType<typeof personLinksSchema>(),
  }),
  addLink: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/links`,
    body: schemaType<typeof createPersonLinkBodySchema>(),
    response: schemaType<typeof personLinkSchema>(),
  }),
  removeLink: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}/links/{linkId}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  timeline: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/timeline`,
    response: schemaType<typeof timelineSchema>(),
  }),
};

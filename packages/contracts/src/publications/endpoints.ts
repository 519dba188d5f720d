import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  createPublicationBodySchema,
  publicationPageSchema,
  publicationSchema,
  publicationsListQuerySchema,
  updatePublicationBodySchema,
} from './index';
import type {
  publicationDiffQuerySchema,
  publicationDiffSchema,
  publicationRevisionListSchema,
  publicationRevisionSchema,
} from './revisions';

const base = '/api/app/universo/publications';

/**
 * publications (`/api/app/universo/publications`): list, read, create, change and delete;
 * publish the draft as a new revision, take it down; the revisions' history, a word diff and
 * restoring a revision into the draft.
 */
export const publicationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    query: schemaType<typeof publicationsListQuerySchema>(),
    response: schemaType<typeof publicationPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}`,
    response: schemaType<typeof publicationSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: base,
    body: schemaType<typeof createPublicationBodySchema>(),
    response: schemaType<typeof publicationSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/{id}`,
    body: schemaType<typeof updatePublicationBodySchema>(),
    response: schemaType<typeof publicationSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/publish`,
    response: schemaType<typeof publicationSchema>(),
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/unpublish`,
    response: schemaType<typeof publicationSchema>(),
  }),
  revisions: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/revisions`,
    response: schemaType<typeof publicationRevisionListSchema>(),
  }),
  revision: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/revisions/{revisionId}`,
    response: schemaType<typeof publicationRevisionSchema>(),
  }),
  diff: defineEndpoint({
    method: 'GET',
    path: `${base}/{id}/revisions/{revisionId}/diff`,
    query: schemaType<typeof publicationDiffQuerySchema>(),
    response: schemaType<typeof publicationDiffSchema>(),
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: `${base}/{id}/revisions/{revisionId}/restore`,
    response: schemaType<typeof publicationSchema>(),
  }),
};

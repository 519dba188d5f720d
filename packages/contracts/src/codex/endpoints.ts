import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  codexDetailSchema,
  codexEntrySchema,
  codexEntrySummarySchema,
  codexListQuerySchema,
  codexPageSchema,
  codexRevisionListSchema,
  codexRevisionSchema,
  codexSchema,
  codexSearchPageSchema,
  codexSearchQuerySchema,
  createCodexBodySchema,
  createCodexEntryBodySchema,
  moveCodexEntryBodySchema,
  restoreCodexRevisionBodySchema,
  updateCodexBodySchema,
  updateCodexEntryBodySchema,
} from './index';

const base = '/api/app/codex';

/**
 * codex (`/api/app/codex`). Not callable through `callApi` (files): `GET
 * /codices/{id}/export` (a ZIP), `GET /entries/{entryId}/export` (one `.md`) and `POST
 * /codices/{id}/import` (multipart field `files`: one .zip or .md files; answers
 * `codexImportResultSchema`, 422 pt-BR when too large / too many files).
 */
export const codexEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/codices`,
    query: schemaType<typeof codexListQuerySchema>(),
    response: schemaType<typeof codexPageSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/codices/{id}`,
    response: schemaType<typeof codexDetailSchema>(),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/codices`,
    body: schemaType<typeof createCodexBodySchema>(),
    response: schemaType<typeof codexSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/codices/{id}`,
    body: schemaType<typeof updateCodexBodySchema>(),
    response: schemaType<typeof codexSchema>(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/codices/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  createEntry: defineEndpoint({
    method: 'POST',
    path: `${base}/codices/{id}/entries`,
    body: schemaType<typeof createCodexEntryBodySchema>(),
    response: schemaType<typeof codexEntrySchema>(),
  }),
  getEntry: defineEndpoint({
    method: 'GET',
    path: `${base}/entries/{entryId}`,
    response: schemaType<typeof codexEntrySchema>(),
  }),
  updateEntry: defineEndpoint({
    method: 'PATCH',
    path: `${base}/entries/{entryId}`,
    body: schemaType<typeof updateCodexEntryBodySchema>(),
    response: schemaType<typeof codexEntrySchema>(),
  }),
  moveEntry: defineEndpoint({
    method: 'POST',
    path: `${base}/entries/{entryId}/move`,
    body: schemaType<typeof moveCodexEntryBodySchema>(),
    response: schemaType<typeof codexEntrySummarySchema>(),
  }),
  removeEntry: defineEndpoint({
    method: 'DELETE',
    path: `${base}/entries/{entryId}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  revisions: defineEndpoint({
    method: 'GET',
    path: `${base}/entries/{entryId}/revisions`,
    response: schemaType<typeof codexRevisionListSchema>(),
  }),
  revision: defineEndpoint({
    method: 'GET',
    path: `${base}/entries/{entryId}/revisions/{revisionId}`,
    response: schemaType<typeof codexRevisionSchema>(),
  }),
  restoreRevision: defineEndpoint({
    method: 'POST',
    path: `${base}/entries/{entryId}/revisions/{revisionId}/restore`,
    body: schemaType<typeof restoreCodexRevisionBodySchema>(),
    response: schemaType<typeof codexEntrySchema>(),
  }),
  search: defineEndpoint({
    method: 'GET',
    path: `${base}/busca`,
    query: schemaType<typeof codexSearchQuerySchema>(),
    response: schemaType<typeof codexSearchPageSchema>(),
  }),
};

/** Download addresses (open with the session's fetch; answers are files). */
export const codexFileUrls = {
  exportCodex: (id: string) => `${base}/codices/${id}/export`,
  exportEntry: (entryId: string) => `${base}/entries/${entryId}/export`,
  importInto: (id: string) => `${base}/codices/${id}/import`,
};

import {
  codexEndpoints as endpoints,
  type CodexSearchQuery,
  type CreateCodexBody,
  type CreateCodexEntryBody,
  type MoveCodexEntryBody,
  type RestoreCodexRevisionBody,
  type UpdateCodexBody,
  type UpdateCodexEntryBody,
} from '@orbita/contracts/codex';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/codex`, typed by the contracts (files: `./files.ts`). */
export const codexApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  create: (body: CreateCodexBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateCodexBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
  createEntry: (id: string, body: CreateCodexEntryBody) =>
    callApi(endpoints.createEntry, { params: { id }, body }),
  entry: (entryId: string, options?: RequestOptions) =>
    callApi(endpoints.getEntry, { params: { entryId }, ...options }),
  updateEntry: (entryId: string, body: UpdateCodexEntryBody) =>
    callApi(endpoints.updateEntry, { params: { entryId }, body }),
  moveEntry: (entryId: string, body: MoveCodexEntryBody) =>
    callApi(endpoints.moveEntry, { params: { entryId }, body }),
  removeEntry: (entryId: string) => callApi(endpoints.removeEntry, { params: { entryId } }),
  revisions: (entryId: string, options?: RequestOptions) =>
    callApi(endpoints.revisions, { params: { entryId }, ...options }),
  revision: (entryId: string, revisionId: string, options?: RequestOptions) =>
    callApi(endpoints.revision, { params: { entryId, revisionId }, ...options }),
  restore: (entryId: string, revisionId: string, body: RestoreCodexRevisionBody) =>
    callApi(endpoints.restoreRevision, { params: { entryId, revisionId }, body }),
  search: (query: CodexSearchQuery, options?: RequestOptions) =>
    callApi(endpoints.search, { query, ...options }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  cleanMediaOrphansBodySchema,
  createMediaFolderBodySchema,
  deleteMediaFileQuerySchema,
  mediaFilePageSchema,
  mediaFileSchema,
  mediaFolderListSchema,
  mediaFolderSchema,
  mediaListQuerySchema,
  mediaOrphansCleanedSchema,
  mediaQuotaSchema,
  mediaUploadQuerySchema,
  mediaUsageListSchema,
  updateMediaFileBodySchema,
  updateMediaFolderBodySchema,
} from './index';
import type {
  completeMediaUploadQuerySchema,
  createMediaUploadBodySchema,
  mediaUploadSchema,
} from './uploads';

const base = '/api/app/fabrica/media';

/**
 * The media library (`/api/app/fabrica/media`). Any member reads; Editor and above (and API
 * keys with such a role) upload and change.
 *
 * `upload` takes multipart/form-data (part `file`; optional text parts `alt`, `caption`
 * before it), so it has no JSON body here: send it with `fetch`/XHR and a FormData. It
 * answers 201 with the file, or 409 `mediaDuplicateErrorSchema` (`code: 'media.duplicate'`,
 * `existing`) when the same bytes are already in the library; resend with
 * `?duplicate=keep` to store a second copy.
 */
export const mediaEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/files`,
    query: schemaType<typeof mediaListQuerySchema>(),
    response: schemaType<typeof mediaFilePageSchema>(),
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: `${base}/files`,
    query: schemaType<typeof mediaUploadQuerySchema>(),
    response: schemaType<typeof mediaFileSchema>(),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/files/{id}`,
    response: schemaType<typeof mediaFileSchema>(),
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${base}/files/{id}`,
    body: schemaType<typeof updateMediaFileBodySchema>(),
    response: schemaType<typeof mediaFileSchema>(),
  }),
  /** 409 `media.in_use` while used; `?force=true` deletes anyway. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/files/{id}`,
    query: schemaType<typeof deleteMediaFileQuerySchema>(),
    response: schemaType<typeof noContentSchema>(),
  }),
  usages: defineEndpoint({
    method: 'GET',
    path: `${base}/files/{id}/usages`,
    response: schemaType<typeof mediaUsageListSchema>(),
  }),
  folders: defineEndpoint({
    method: 'GET',
    path: `${base}/folders`,
    response: schemaType<typeof mediaFolderListSchema>(),
  }),
  createFolder: defineEndpoint({
    method: 'POST',
    path: `${base}/folders`,
    body: schemaType<typeof createMediaFolderBodySchema>(),
    response: schemaType<typeof mediaFolderSchema>(),
  }),
  updateFolder: defineEndpoint({
    method: 'PATCH',
    path: `${base}/folders/{id}`,
    body: schemaType<typeof updateMediaFolderBodySchema>(),
    response: schemaType<typeof mediaFolderSchema>(),
  }),
  /** 409 `media.folder_not_empty` unless the folder has no files and no sub-folders. */
  removeFolder: defineEndpoint({
    method: 'DELETE',
    path: `${base}/folders/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  quota: defineEndpoint({
    method: 'GET',
    path: `${base}/quota`,
    response: schemaType<typeof mediaQuotaSchema>(),
  }),
  cleanOrphans: defineEndpoint({
    method: 'POST',
    path: `${base}/orphans/clean`,
    body: schemaType<typeof cleanMediaOrphansBodySchema>(),
    response: schemaType<typeof mediaOrphansCleanedSchema>(),
  }),
  /**
   * Chunked, resumable upload of a large file (see `./uploads`). 413 when the declared size
   * passes the per-file limit or the quota; the answer says the chunk size to use.
   */
  createUpload: defineEndpoint({
    method: 'POST',
    path: `${base}/uploads`,
    body: schemaType<typeof createMediaUploadBodySchema>(),
    response: schemaType<typeof mediaUploadSchema>(),
  }),
  /** Where the upload stands (to resume after a network drop). */
  uploadStatus: defineEndpoint({
    method: 'GET',
    path: `${base}/uploads/{id}`,
    response: schemaType<typeof mediaUploadSchema>(),
  }),
  /**
   * Chunk `n` as raw bytes (`application/octet-stream`, so no JSON body here: send a Blob).
   * 409 `media.upload_out_of_order` unless `n` is the next chunk; 413 when it is larger than agreed.
   */
  uploadChunk: defineEndpoint({
    method: 'PUT',
    path: `${base}/uploads/{id}/chunks/{n}`,
    response: schemaType<typeof mediaUploadSchema>(),
  }),
  /** Runs the upload's pipeline: 201 with the file, or 409 `media.duplicate` like `upload`. */
  completeUpload: defineEndpoint({
    method: 'POST',
    path: `${base}/uploads/{id}/complete`,
    query: schemaType<typeof completeMediaUploadQuerySchema>(),
    response: schemaType<typeof mediaFileSchema>(),
  }),
  abortUpload: defineEndpoint({
    method: 'DELETE',
    path: `${base}/uploads/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  attachEntryFileBodySchema,
  entryAttachmentCountsQuerySchema,
  entryAttachmentCountsSchema,
  entryAttachmentSchema,
  entryAttachmentsSchema,
} from './attachments';
import type { financeDeletedSchema } from './common';

const base = '/api/app/riqueza';

/** Receipts (comprovantes) on entries, kept in the media library. */
export const financeAttachmentEndpoints = {
  entryAttachments: defineEndpoint({
    method: 'GET',
    path: `${base}/entries/{id}/attachments`,
    response: schemaType<typeof entryAttachmentsSchema>(),
  }),
  attachEntryFile: defineEndpoint({
    method: 'POST',
    path: `${base}/entries/{id}/attachments`,
    body: schemaType<typeof attachEntryFileBodySchema>(),
    response: schemaType<typeof entryAttachmentSchema>(),
  }),
  detachEntryFile: defineEndpoint({
    method: 'DELETE',
    path: `${base}/entries/{id}/attachments/{attachmentId}`,
    response: schemaType<typeof financeDeletedSchema>(),
  }),
  entryAttachmentCounts: defineEndpoint({
    method: 'GET',
    path: `${base}/entry-attachments/counts`,
    query: schemaType<typeof entryAttachmentCountsQuerySchema>(),
    response: schemaType<typeof entryAttachmentCountsSchema>(),
  }),
};

import { defineEndpoint, schemaType } from '../platform/endpoints';
import type {
  attachFileBodySchema,
  cardAttachmentSchema,
  cardChecklistItemSchema,
  cardCommentPageSchema,
  cardCommentSchema,
  commentBodyInputSchema,
  commentListQuerySchema,
  deletedSchema,
  createChecklistItemBodySchema,
  editCommentBodySchema,
  updateChecklistItemBodySchema,
} from './index';

const base = '/api/app/flow/cards/{id}';

/** A process card's checklist, comments and attachments (`/api/app/flow/cards/{id}/...`). */
export const cardPartEndpoints = {
  addChecklistItem: defineEndpoint({
    method: 'POST',
    path: `${base}/checklist`,
    body: schemaType<typeof createChecklistItemBodySchema>(),
    response: schemaType<typeof cardChecklistItemSchema>(),
  }),
  updateChecklistItem: defineEndpoint({
    method: 'PATCH',
    path: `${base}/checklist/{itemId}`,
    body: schemaType<typeof updateChecklistItemBodySchema>(),
    response: schemaType<typeof cardChecklistItemSchema>(),
  }),
  deleteChecklistItem: defineEndpoint({
    method: 'DELETE',
    path: `${base}/checklist/{itemId}`,
    response: schemaType<typeof deletedSchema>(),
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: `${base}/comments`,
    query: schemaType<typeof commentListQuerySchema>(),
    response: schemaType<typeof cardCommentPageSchema>(),
  }),
  addComment: defineEndpoint({
    method: 'POST',
    path: `${base}/comments`,
    body: schemaType<typeof commentBodyInputSchema>(),
    response: schemaType<typeof cardCommentSchema>(),
  }),
  editComment: defineEndpoint({
    method: 'PATCH',
    path: `${base}/comments/{commentId}`,
    body: schemaType<typeof editCommentBodySchema>(),
    response: schemaType<typeof cardCommentSchema>(),
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    path: `${base}/comments/{commentId}`,
    response: schemaType<typeof deletedSchema>(),
  }),
  attach: defineEndpoint({
    method: 'POST',
    path: `${base}/attachments`,
    body: schemaType<typeof attachFileBodySchema>(),
    response: schemaType<typeof cardAttachmentSchema>(),
  }),
  detach: defineEndpoint({
    method: 'DELETE',
    path: `${base}/attachments/{attachmentId}`,
    response: schemaType<typeof deletedSchema>(),
  }),
};

import { z } from 'zod';
import { pageOf } from './common';
import { checklistItemSchema, commentSchema } from './tasks';

/**
 * A process card's checklist, comments and attachments: the same shapes and bodies as a
 * task's (`createChecklistItemBodySchema`, `commentBodyInputSchema`, … from tasks.ts), the
 * comment naming its card instead of a task.
 */

export const cardChecklistItemSchema = checklistItemSchema;
export type CardChecklistItem = z.infer<typeof cardChecklistItemSchema>;

export const cardCommentSchema = commentSchema
  .omit({ taskId: true })
  .extend({ cardId: z.string() });
export type CardComment = z.infer<typeof cardCommentSchema>;
export const cardCommentPageSchema = pageOf(cardCommentSchema);

export const CARD_ATTACHMENTS_MAX = 50;

/** A media library file attached to a card (name, type and size as they were when attached). */
export const cardAttachmentSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  /** The library file (`/api/app/fabrica/media/files/{fileId}` gives its signed URLs). */
  fileId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CardAttachment = z.infer<typeof cardAttachmentSchema>;

export const attachFileBodySchema = z.strictObject({
  fileId: z.uuid('Arquivo não encontrado.'),
});
export type AttachFileBody = z.input<typeof attachFileBodySchema>;

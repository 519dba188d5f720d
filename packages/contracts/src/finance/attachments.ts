import { z } from 'zod';

/** Receipts (comprovantes) an entry may keep: a few, the library holds the files. */
export const ENTRY_ATTACHMENTS_MAX = 10;
/** How many entries one marker query may ask about (one page of the entries list). */
export const ENTRY_ATTACHMENT_COUNTS_MAX = 200;

/** A media library file attached to an entry (name, type and size as they were when attached). */
export const entryAttachmentSchema = z.object({
  id: z.string(),
  entryId: z.string(),
  /** The library file (`/api/app/fabrica/media/files/{fileId}` gives its signed URLs). */
  fileId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type EntryAttachment = z.infer<typeof entryAttachmentSchema>;
export const entryAttachmentsSchema = z.object({ items: z.array(entryAttachmentSchema) });

export const attachEntryFileBodySchema = z.strictObject({
  fileId: z.uuid('Arquivo não encontrado.'),
});
export type AttachEntryFileBody = z.input<typeof attachEntryFileBodySchema>;

export const entryAttachmentParamsSchema = z.object({
  id: z.uuid('Lançamento não encontrado.'),
  attachmentId: z.uuid('Anexo não encontrado.'),
});

/** `?ids=<uuid>,<uuid>`: the entries of a list page whose paperclip marker is asked for (none: none). */
export const entryAttachmentCountsQuerySchema = z.object({
  ids: z
    .string('Informe os lançamentos.')
    .optional()
    .transform((s) => [...new Set((s ?? '').split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.uuid('Lançamento não encontrado.'))
        .max(
          ENTRY_ATTACHMENT_COUNTS_MAX,
          `Peça no máximo ${ENTRY_ATTACHMENT_COUNTS_MAX} lançamentos.`,
        ),
    ),
});
/** Entry id → how many files it has; entries without any are absent. */
export const entryAttachmentCountsSchema = z.object({
  counts: z.record(z.string(), z.number().int()),
});
export type EntryAttachmentCounts = z.infer<typeof entryAttachmentCountsSchema>;

import { z } from 'zod';

/**
 * Chunked, resumable uploads (for large files): create a session with the file's declared
 * size, send its chunks in order (`PUT …/chunks/{n}`, raw bytes, `application/octet-stream`),
 * ask the session where it stands after a network drop, then complete it. Completion runs the
 * same pipeline as the single upload and answers like it (201 file, or 409 duplicate).
 *
 * Self-contained (no value imports from `./index`, which re-exports this file).
 */
export const MEDIA_CHUNK_MIN = 64 * 1024;
export const MEDIA_CHUNK_MAX = 16 * 1024 * 1024;
export const MEDIA_CHUNK_DEFAULT = 8 * 1024 * 1024;

export const mediaUploadMessages = {
  sessionNotFound: 'Envio não encontrado ou expirado. Envie o arquivo de novo.',
  outOfOrder: (expected: number) =>
    `Parte fora de ordem: o envio espera a parte ${expected + 1}. Consulte o envio e continue dali.`,
  chunkTooLarge: 'A parte enviada passa do tamanho combinado para o envio.',
  chunkEmpty: 'A parte enviada está vazia.',
  chunkShort: 'A parte chegou incompleta. Envie-a de novo.',
  busy: 'Outra parte deste envio está sendo recebida. Aguarde e tente de novo.',
  incomplete: (received: string, total: string) =>
    `O envio ainda não terminou (${received} de ${total}). Envie as partes que faltam.`,
  notOctetStream: 'Envie a parte como application/octet-stream.',
} as const;

export const mediaUploadErrorCodes = {
  outOfOrder: 'media.upload_out_of_order',
  chunkTooLarge: 'media.chunk_too_large',
  chunkShort: 'media.chunk_short',
  incomplete: 'media.upload_incomplete',
  busy: 'media.upload_busy',
} as const;

const sessionFolderSchema = z.uuid('Pasta não encontrada.');

/** Opens a chunked upload: the file's name, declared size, and the same choices as the upload. */
export const createMediaUploadBodySchema = z.object({
  name: z.string('Informe o nome.').trim().min(1, 'Informe o nome.').max(200),
  size: z.number('Informe o tamanho.').int().positive('O arquivo está vazio.'),
  /** Bytes per chunk; the server clamps it to [MEDIA_CHUNK_MIN, MEDIA_CHUNK_MAX]. */
  chunkSize: z.number().int().positive().optional(),
  folderId: sessionFolderSchema.optional(),
  alt: z.string().trim().max(1000).optional(),
  caption: z.string().trim().max(1000).optional(),
});
export type CreateMediaUpload = z.input<typeof createMediaUploadBodySchema>;

/** Where an upload stands: send chunk `nextChunk` (at byte `received`) next. */
export const mediaUploadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  chunkSize: z.number().int(),
  chunks: z.number().int(),
  received: z.number().int(),
  nextChunk: z.number().int(),
  expiresAt: z.string(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

export const mediaUploadChunkParamsSchema = z.object({
  id: z.uuid('Envio não encontrado ou expirado. Envie o arquivo de novo.'),
  n: z.coerce.number('Parte inválida.').int('Parte inválida.').min(0, 'Parte inválida.'),
});

/** Completion's query: `duplicate=keep` stores a second copy instead of answering 409. */
export const completeMediaUploadQuerySchema = z.object({
  duplicate: z.enum(['refuse', 'keep'], 'Use refuse ou keep.').default('refuse'),
});
export type CompleteMediaUploadQuery = z.input<typeof completeMediaUploadQuerySchema>;

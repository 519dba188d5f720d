import { z } from 'zod';

/**
 * Published revisions of a publication: what the public read from `publishedAt` on. Each
 * publish writes revision N+1 (title, excerpt, sanitized HTML, plain text, and the body's
 * Yjs state), so the history can show, compare and restore any of them.
 */

/** A revision in the history list (without its body). */
export const publicationRevisionSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  publishedBy: z.uuid().nullable(),
  publishedAt: z.string(),
  /** It is what the public reads now. */
  live: z.boolean(),
});
export type PublicationRevisionSummary = z.infer<typeof publicationRevisionSummarySchema>;

export const publicationRevisionListSchema = z.object({
  items: z.array(publicationRevisionSummarySchema),
});
export type PublicationRevisionList = z.infer<typeof publicationRevisionListSchema>;

/** One revision with its body: `html` is sanitized (again when answered). */
export const publicationRevisionSchema = publicationRevisionSummarySchema.extend({
  html: z.string(),
  text: z.string(),
});
export type PublicationRevision = z.infer<typeof publicationRevisionSchema>;

/** `{ revisionId }` of a publication's revision. */
export const publicationRevisionParamsSchema = z.object({
  id: z.uuid('Publicação não encontrada.'),
  revisionId: z.uuid('Revisão não encontrada.'),
});

/** `…/revisions/{revisionId}/diff?against=`: another revision's id, or `draft` (the default). */
export const publicationDiffQuerySchema = z.object({
  against: z
    .union([z.literal('draft'), z.uuid()], {
      error: 'Compare com outra revisão ou com o rascunho.',
    })
    .default('draft'),
});

/** One run of a word diff: text only in the newer side, only in the older, or in both. */
export const diffPartSchema = z.object({
  kind: z.enum(['added', 'removed', 'same']),
  text: z.string(),
});
export type DiffPart = z.infer<typeof diffPartSchema>;

/**
 * The plain text of `from` (the revision of the path) against `to` (the other revision or
 * the draft), word by word. `truncated`: the diff was longer than the cap and was cut.
 */
export const publicationDiffSchema = z.object({
  from: z.object({ id: z.uuid(), number: z.number().int() }),
  to: z.object({ id: z.uuid().nullable(), number: z.number().int().nullable() }),
  parts: z.array(diffPartSchema),
  truncated: z.boolean(),
});
export type PublicationDiff = z.infer<typeof publicationDiffSchema>;

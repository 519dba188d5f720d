import { z } from 'zod';

/**
 * The codex module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/codex/codex`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const codexEntity = 'codex';

export const CODEX_NAME_MAX = 200;
export const CODEX_PAGE_DEFAULT = 50;
export const CODEX_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(CODEX_NAME_MAX, `Informe no máximo ${CODEX_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const codexItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CodexItem = z.infer<typeof codexItemSchema>;

export const createCodexItemBodySchema = z.strictObject({ name: nameSchema });
export type CreateCodexItemBody = z.input<typeof createCodexItemBodySchema>;

/** Only what is sent changes. */
export const updateCodexItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdateCodexItemBody = z.input<typeof updateCodexItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const codexListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(CODEX_PAGE_MAX, `O limite máximo é ${CODEX_PAGE_MAX}.`)
    .default(CODEX_PAGE_DEFAULT),
});
export type CodexListQuery = z.input<typeof codexListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const codexItemPageSchema = z.object({
  items: z.array(codexItemSchema),
  nextCursor: z.string().nullable(),
});
export type CodexItemPage = z.infer<typeof codexItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

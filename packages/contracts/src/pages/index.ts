import { z } from 'zod';

/**
 * The pages module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/produto/pages`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const pagesEntity = 'pages';

export const PAGES_NAME_MAX = 200;
export const PAGES_PAGE_DEFAULT = 50;
export const PAGES_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(PAGES_NAME_MAX, `Informe no máximo ${PAGES_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const pagesItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PagesItem = z.infer<typeof pagesItemSchema>;

export const createPagesItemBodySchema = z.strictObject({ name: nameSchema });
export type CreatePagesItemBody = z.input<typeof createPagesItemBodySchema>;

/** Only what is sent changes. */
export const updatePagesItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdatePagesItemBody = z.input<typeof updatePagesItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const pagesListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PAGES_PAGE_MAX, `O limite máximo é ${PAGES_PAGE_MAX}.`)
    .default(PAGES_PAGE_DEFAULT),
});
export type PagesListQuery = z.input<typeof pagesListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const pagesItemPageSchema = z.object({
  items: z.array(pagesItemSchema),
  nextCursor: z.string().nullable(),
});
export type PagesItemPage = z.infer<typeof pagesItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

export * from './blocks';

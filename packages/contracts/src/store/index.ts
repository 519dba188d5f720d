import { z } from 'zod';

/**
 * The store module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/produto/store`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const storeEntity = 'store';

export const STORE_NAME_MAX = 200;
export const STORE_PAGE_DEFAULT = 50;
export const STORE_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(STORE_NAME_MAX, `Informe no máximo ${STORE_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const storeItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const createStoreItemBodySchema = z.strictObject({ name: nameSchema });
export type CreateStoreItemBody = z.input<typeof createStoreItemBodySchema>;

/** Only what is sent changes. */
export const updateStoreItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdateStoreItemBody = z.input<typeof updateStoreItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const storeListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(STORE_PAGE_MAX, `O limite máximo é ${STORE_PAGE_MAX}.`)
    .default(STORE_PAGE_DEFAULT),
});
export type StoreListQuery = z.input<typeof storeListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const storeItemPageSchema = z.object({
  items: z.array(storeItemSchema),
  nextCursor: z.string().nullable(),
});
export type StoreItemPage = z.infer<typeof storeItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

import { z } from 'zod';

/**
 * The products module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/produto/products`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const productsEntity = 'products';

export const PRODUCTS_NAME_MAX = 200;
export const PRODUCTS_PAGE_DEFAULT = 50;
export const PRODUCTS_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(PRODUCTS_NAME_MAX, `Informe no máximo ${PRODUCTS_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const productsItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductsItem = z.infer<typeof productsItemSchema>;

export const createProductsItemBodySchema = z.strictObject({ name: nameSchema });
export type CreateProductsItemBody = z.input<typeof createProductsItemBodySchema>;

/** Only what is sent changes. */
export const updateProductsItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdateProductsItemBody = z.input<typeof updateProductsItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const productsListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PRODUCTS_PAGE_MAX, `O limite máximo é ${PRODUCTS_PAGE_MAX}.`)
    .default(PRODUCTS_PAGE_DEFAULT),
});
export type ProductsListQuery = z.input<typeof productsListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const productsItemPageSchema = z.object({
  items: z.array(productsItemSchema),
  nextCursor: z.string().nullable(),
});
export type ProductsItemPage = z.infer<typeof productsItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

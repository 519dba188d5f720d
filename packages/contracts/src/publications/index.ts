import { z } from 'zod';

/**
 * The publications module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/universo/publications`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const publicationsEntity = 'publications';

export const PUBLICATIONS_NAME_MAX = 200;
export const PUBLICATIONS_PAGE_DEFAULT = 50;
export const PUBLICATIONS_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(PUBLICATIONS_NAME_MAX, `Informe no máximo ${PUBLICATIONS_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const publicationsItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicationsItem = z.infer<typeof publicationsItemSchema>;

export const createPublicationsItemBodySchema = z.strictObject({ name: nameSchema });
export type CreatePublicationsItemBody = z.input<typeof createPublicationsItemBodySchema>;

/** Only what is sent changes. */
export const updatePublicationsItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdatePublicationsItemBody = z.input<typeof updatePublicationsItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const publicationsListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PUBLICATIONS_PAGE_MAX, `O limite máximo é ${PUBLICATIONS_PAGE_MAX}.`)
    .default(PUBLICATIONS_PAGE_DEFAULT),
});
export type PublicationsListQuery = z.input<typeof publicationsListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const publicationsItemPageSchema = z.object({
  items: z.array(publicationsItemSchema),
  nextCursor: z.string().nullable(),
});
export type PublicationsItemPage = z.infer<typeof publicationsItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

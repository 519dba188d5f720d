import { z } from 'zod';

/**
 * The hubs module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/fabrica/hubs`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const hubsEntity = 'hubs';

export const HUBS_NAME_MAX = 200;
export const HUBS_PAGE_DEFAULT = 50;
export const HUBS_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(HUBS_NAME_MAX, `Informe no máximo ${HUBS_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const hubsItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HubsItem = z.infer<typeof hubsItemSchema>;

export const createHubsItemBodySchema = z.strictObject({ name: nameSchema });
export type CreateHubsItemBody = z.input<typeof createHubsItemBodySchema>;

/** Only what is sent changes. */
export const updateHubsItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdateHubsItemBody = z.input<typeof updateHubsItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const hubsListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(HUBS_PAGE_MAX, `O limite máximo é ${HUBS_PAGE_MAX}.`)
    .default(HUBS_PAGE_DEFAULT),
});
export type HubsListQuery = z.input<typeof hubsListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const hubsItemPageSchema = z.object({
  items: z.array(hubsItemSchema),
  nextCursor: z.string().nullable(),
});
export type HubsItemPage = z.infer<typeof hubsItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

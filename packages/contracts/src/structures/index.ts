import { z } from 'zod';

/**
 * The structures module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/fabrica/structures`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const structuresEntity = 'structures';

export const STRUCTURES_NAME_MAX = 200;
export const STRUCTURES_PAGE_DEFAULT = 50;
export const STRUCTURES_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(STRUCTURES_NAME_MAX, `Informe no máximo ${STRUCTURES_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const structuresItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StructuresItem = z.infer<typeof structuresItemSchema>;

export const createStructuresItemBodySchema = z.strictObject({ name: nameSchema });
export type CreateStructuresItemBody = z.input<typeof createStructuresItemBodySchema>;

/** Only what is sent changes. */
export const updateStructuresItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdateStructuresItemBody = z.input<typeof updateStructuresItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const structuresListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(STRUCTURES_PAGE_MAX, `O limite máximo é ${STRUCTURES_PAGE_MAX}.`)
    .default(STRUCTURES_PAGE_DEFAULT),
});
export type StructuresListQuery = z.input<typeof structuresListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const structuresItemPageSchema = z.object({
  items: z.array(structuresItemSchema),
  nextCursor: z.string().nullable(),
});
export type StructuresItemPage = z.infer<typeof structuresItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

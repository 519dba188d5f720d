import { z } from 'zod';

/**
 * The mind-maps module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/mind-space/mind-maps`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const mindMapsEntity = 'mind-maps';

export const MIND_MAPS_NAME_MAX = 200;
export const MIND_MAPS_PAGE_DEFAULT = 50;
export const MIND_MAPS_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(MIND_MAPS_NAME_MAX, `Informe no máximo ${MIND_MAPS_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const mindMapsItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MindMapsItem = z.infer<typeof mindMapsItemSchema>;

export const createMindMapsItemBodySchema = z.strictObject({ name: nameSchema });
export type CreateMindMapsItemBody = z.input<typeof createMindMapsItemBodySchema>;

/** Only what is sent changes. */
export const updateMindMapsItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdateMindMapsItemBody = z.input<typeof updateMindMapsItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const mindMapsListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(MIND_MAPS_PAGE_MAX, `O limite máximo é ${MIND_MAPS_PAGE_MAX}.`)
    .default(MIND_MAPS_PAGE_DEFAULT),
});
export type MindMapsListQuery = z.input<typeof mindMapsListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const mindMapsItemPageSchema = z.object({
  items: z.array(mindMapsItemSchema),
  nextCursor: z.string().nullable(),
});
export type MindMapsItemPage = z.infer<typeof mindMapsItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

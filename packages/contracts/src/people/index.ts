import { z } from 'zod';

/**
 * The people module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `/api/app/pessoa/people`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const peopleEntity = 'people';

export const PEOPLE_NAME_MAX = 200;
export const PEOPLE_PAGE_DEFAULT = 50;
export const PEOPLE_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(PEOPLE_NAME_MAX, `Informe no máximo ${PEOPLE_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const peopleItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PeopleItem = z.infer<typeof peopleItemSchema>;

export const createPeopleItemBodySchema = z.strictObject({ name: nameSchema });
export type CreatePeopleItemBody = z.input<typeof createPeopleItemBodySchema>;

/** Only what is sent changes. */
export const updatePeopleItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type UpdatePeopleItemBody = z.input<typeof updatePeopleItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const peopleListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PEOPLE_PAGE_MAX, `O limite máximo é ${PEOPLE_PAGE_MAX}.`)
    .default(PEOPLE_PAGE_DEFAULT),
});
export type PeopleListQuery = z.input<typeof peopleListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const peopleItemPageSchema = z.object({
  items: z.array(peopleItemSchema),
  nextCursor: z.string().nullable(),
});
export type PeopleItemPage = z.infer<typeof peopleItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

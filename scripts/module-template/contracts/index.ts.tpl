import { z } from 'zod';

/**
 * The {{name}} module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). Scaffolded by `npm run new:module` with one record, "item", to
 * grow from. API: `{{apiBase}}`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const {{camel}}Entity = '{{name}}';

export const {{CONST}}_NAME_MAX = 200;
export const {{CONST}}_PAGE_DEFAULT = 50;
export const {{CONST}}_PAGE_MAX = 100;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max({{CONST}}_NAME_MAX, `Informe no máximo ${{{CONST}}_NAME_MAX} caracteres.`);

/** An item as the API and the realtime messages present it. */
export const {{camel}}ItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type {{Pascal}}Item = z.infer<typeof {{camel}}ItemSchema>;

export const create{{Pascal}}ItemBodySchema = z.strictObject({ name: nameSchema });
export type Create{{Pascal}}ItemBody = z.input<typeof create{{Pascal}}ItemBodySchema>;

/** Only what is sent changes. */
export const update{{Pascal}}ItemBodySchema = z.strictObject({ name: nameSchema.optional() });
export type Update{{Pascal}}ItemBody = z.input<typeof update{{Pascal}}ItemBodySchema>;

/** `?cursor=&limit=`: keyset pagination, newest first; the cursor comes from `nextCursor`. */
export const {{camel}}ListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max({{CONST}}_PAGE_MAX, `O limite máximo é ${{{CONST}}_PAGE_MAX}.`)
    .default({{CONST}}_PAGE_DEFAULT),
});
export type {{Pascal}}ListQuery = z.input<typeof {{camel}}ListQuerySchema>;

/** One page of items, newest first; `nextCursor` is null on the last page. */
export const {{camel}}ItemPageSchema = z.object({
  items: z.array({{camel}}ItemSchema),
  nextCursor: z.string().nullable(),
});
export type {{Pascal}}ItemPage = z.infer<typeof {{camel}}ItemPageSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

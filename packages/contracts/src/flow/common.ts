import { z } from 'zod';

/** Pieces shared by every flow record's schemas. */

export const FLOW_TAG_MAX = 40;
export const FLOW_TAGS_MAX = 20;
export const FLOW_PAGE_MAX = 100;
export const FLOW_PAGE_DEFAULT = 50;

/** A tag: lower case, no spaces or `#` (quick-add strips the `#`). */
export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Informe a etiqueta.')
  .max(FLOW_TAG_MAX, `A etiqueta pode ter no máximo ${FLOW_TAG_MAX} caracteres.`)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'A etiqueta só pode ter letras, números, "-" e "_".');

export const tagsSchema = z
  .array(tagSchema)
  .max(FLOW_TAGS_MAX, `Use no máximo ${FLOW_TAGS_MAX} etiquetas.`)
  .transform((tags) => [...new Set(tags)]);

/** An instant with its offset (ISO 8601), e.g. `2025-03-13T18:00:00-03:00`; stored as UTC. */
export const instantSchema = z.iso.datetime({
  offset: true,
  error: 'Informe data e hora válidas (ISO 8601).',
});

export const idSchema = (message = 'Registro não encontrado.') => z.uuid(message);
export const idParamsSchema = z.object({ id: z.uuid('Registro não encontrado.') });

/** `?cursor=&limit=`: keyset pagination; the cursor is opaque and comes from `nextCursor`. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(FLOW_PAGE_MAX, `O limite máximo é ${FLOW_PAGE_MAX}.`)
    .default(FLOW_PAGE_DEFAULT),
});

/** Query values given as `a,b,c` (one parameter), read as a list of allowed values. */
export function csvOf<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20, 'Valores demais.'));
}

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** A colour as `#rrggbb`. */
export const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Informe a cor no formato #RRGGBB.')
  .transform((c) => c.toLowerCase());

/** Where a moved record lands: between `afterId` (above it) and `beforeId` (below it); neither = last. */
export const placementSchema = z.strictObject({
  afterId: z.uuid('Registro de referência não encontrado.').nullish(),
  beforeId: z.uuid('Registro de referência não encontrado.').nullish(),
});

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;

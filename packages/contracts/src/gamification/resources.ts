import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { httpUrl } from '../platform/http-url';
import { itemEffectSchema } from './item-effects';

/** Resources (`/gamificacao/recursos`, `/gamificacao/recurso/{id}`): what games grant, sell and players hold. */

export const GAM_NAME_MAX = 120;
export const GAM_DESCRIPTION_MAX = 2000;
export const GAM_QUANTITY_MAX = 1_000_000_000;
export const GAM_PAGE_MAX = 100;
export const GAM_PAGE_DEFAULT = 50;

export const rarities = ['common', 'uncommon', 'rare', 'legendary', 'extremely_rare'] as const;
export const raritySchema = z.enum(rarities, { error: 'Escolha uma raridade válida.' });
export type Rarity = z.infer<typeof raritySchema>;
export const rarityLabels: Record<Rarity, string> = {
  common: 'Comum',
  uncommon: 'Incomum',
  rare: 'Rara',
  legendary: 'Lendária',
  extremely_rare: 'Extremamente rara',
};

/** How long a granted transitory resource lasts (boundaries in America/Sao_Paulo). */
export const transitoryPeriods = ['hour', 'day', 'week', 'fortnight'] as const;
export const transitoryPeriodSchema = z.enum(transitoryPeriods, {
  error: 'Escolha uma duração válida.',
});
export type TransitoryPeriod = z.infer<typeof transitoryPeriodSchema>;
export const transitoryLabels: Record<TransitoryPeriod, string> = {
  hour: 'Hora',
  day: 'Dia',
  week: 'Semana',
  fortnight: 'Quinzena',
};

/** What a resource does besides being held: `streak_freeze` protects one missed day of the daily streak. */
export const resourceEffects = ['streak_freeze'] as const;
export const resourceEffectSchema = z.enum(resourceEffects, { error: 'Escolha um efeito válido.' });
export type ResourceEffect = z.infer<typeof resourceEffectSchema>;
export const resourceEffectLabels: Record<ResourceEffect, string> = {
  streak_freeze: 'Congelar sequência',
};

export const gamNameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(GAM_NAME_MAX, `O nome pode ter no máximo ${GAM_NAME_MAX} caracteres.`);
export const gamDescriptionSchema = z
  .string('Informe a descrição.')
  .trim()
  .max(GAM_DESCRIPTION_MAX, `A descrição pode ter no máximo ${GAM_DESCRIPTION_MAX} caracteres.`);
/** Images are linked, not uploaded here: an https address or nothing (the UI then shows a rarity-coloured icon). */
export const imageUrlSchema = httpUrl({
  httpsOnly: true,
  message: 'Informe um endereço https:// válido para a imagem.',
  max: 2000,
}).nullable();
/**
 * The image as a file of the workspace's media library: the server records its usage
 * ("Usado em: recurso Gema"), makes it public while used (players see it) and stores its
 * durable URL as `imageUrl`. Sent instead of `imageUrl`; null removes the image.
 */
export const imageMediaIdSchema = z.uuid('Arquivo não encontrado.').nullable();
export const gamQuantitySchema = (min: number, message: string) =>
  z
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(min, message)
    .max(
      GAM_QUANTITY_MAX,
      `O valor pode ser no máximo ${GAM_QUANTITY_MAX.toLocaleString('pt-BR')}.`,
    );
export const gamResourceIdSchema = z.uuid('Recurso não encontrado.');

/** `?cursor=&limit=`: keyset pagination; the cursor is opaque and comes from `nextCursor`. */
export const gamPageQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(GAM_PAGE_MAX, `O limite máximo é ${GAM_PAGE_MAX}.`)
    .default(GAM_PAGE_DEFAULT),
});
export const gamPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export const gamDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

const resourceFields = {
  name: gamNameSchema,
  description: gamDescriptionSchema,
  imageUrl: imageUrlSchema,
  rarity: raritySchema,
  /** Can be consumed by its holder (`POST /player/inventory/:resourceId/use`). */
  usable: z.boolean('Informe sim ou não.'),
  /** Finite supply: grants never exceed `quantityExisting`. */
  limited: z.boolean('Informe sim ou não.'),
  /** Required when `limited`; null otherwise. */
  quantityExisting: gamQuantitySchema(
    1,
    'A quantidade existente deve ser de pelo menos 1.',
  ).nullable(),
  transitory: transitoryPeriodSchema.nullable(),
  effect: resourceEffectSchema.nullable(),
  /** What "Usar" does (item-effects.ts); only for usable resources. */
  useEffect: itemEffectSchema.nullable(),
};

const needsQuantity = (
  value: { limited?: boolean; quantityExisting?: number | null },
  ctx: z.RefinementCtx,
) => {
  if (value.limited && (value.quantityExisting === null || value.quantityExisting === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['quantityExisting'],
      message: 'Informe a quantidade existente de um recurso limitado.',
    });
  }
};

export const createResourceBodySchema = z
  .strictObject({
    name: resourceFields.name,
    description: resourceFields.description.default(''),
    imageUrl: resourceFields.imageUrl.default(null),
    imageMediaId: imageMediaIdSchema.optional(),
    rarity: resourceFields.rarity.default('common'),
    usable: resourceFields.usable.default(false),
    limited: resourceFields.limited.default(false),
    quantityExisting: resourceFields.quantityExisting.default(null),
    transitory: resourceFields.transitory.default(null),
    effect: resourceFields.effect.default(null),
    useEffect: resourceFields.useEffect.default(null),
  })
  .superRefine(needsQuantity);
export type CreateResourceBody = z.input<typeof createResourceBodySchema>;

/**
 * Partial change. The server checks the result as a whole: a limited resource keeps a
 * quantity existing, never below what was already granted.
 */
export const updateResourceBodySchema = z
  .strictObject({
    name: resourceFields.name.optional(),
    description: resourceFields.description.optional(),
    imageUrl: resourceFields.imageUrl.optional(),
    imageMediaId: imageMediaIdSchema.optional(),
    rarity: resourceFields.rarity.optional(),
    usable: resourceFields.usable.optional(),
    limited: resourceFields.limited.optional(),
    quantityExisting: resourceFields.quantityExisting.optional(),
    transitory: resourceFields.transitory.optional(),
    effect: resourceFields.effect.optional(),
    useEffect: resourceFields.useEffect.optional(),
    ...expectedVersion,
  })
  .superRefine(needsQuantity);
export type UpdateResourceBody = z.input<typeof updateResourceBodySchema>;

export const resourceSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  rarity: raritySchema,
  usable: z.boolean(),
  limited: z.boolean(),
  quantityExisting: z.number().int().nullable(),
  /** Maintained by the ledger of grants; read-only. */
  quantityGranted: z.number().int(),
  transitory: transitoryPeriodSchema.nullable(),
  effect: resourceEffectSchema.nullable(),
  useEffect: itemEffectSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Resource = z.infer<typeof resourceSchema>;
/** Newest first. */
export const resourcesPageSchema = gamPageOf(resourceSchema);
export type ResourcesPage = z.infer<typeof resourcesPageSchema>;

/** A resource as shown next to a reward or a price (no supply figures). */
export const resourceRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  rarity: raritySchema,
});
export type ResourceRef = z.infer<typeof resourceRefSchema>;

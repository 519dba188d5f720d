import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { rewardInputSchema, rewardSchema } from './games';
import {
  gamDescriptionSchema,
  gamNameSchema,
  gamPageOf,
  gamQuantitySchema,
  gamResourceIdSchema,
  resourceRefSchema,
} from './resources';

/** The store of a game: participants spend points and/or resources on what the workspace offers. */

const stockSchema = gamQuantitySchema(0, 'O estoque não pode ser negativo.').nullable();

export const createStoreItemBodySchema = z
  .strictObject({
    name: gamNameSchema,
    description: gamDescriptionSchema.default(''),
    /** What the buyer receives; null = a reward handled outside Orbita (e.g. "Um dia de folga"), recorded as a purchase. */
    resourceId: gamResourceIdSchema.nullable().default(null),
    /** How many of `resourceId` the buyer receives. */
    quantity: gamQuantitySchema(1, 'A quantidade deve ser de pelo menos 1.').default(1),
    price: rewardInputSchema,
    /** null = unlimited. */
    stock: stockSchema.default(null),
  })
  .superRefine((value, ctx) => {
    if (value.price.points === 0 && !value.price.resourceId)
      ctx.addIssue({
        code: 'custom',
        path: ['price', 'points'],
        message: 'Informe o preço em pontos ou em um recurso.',
      });
  });
export type CreateStoreItemBody = z.input<typeof createStoreItemBodySchema>;

export const updateStoreItemBodySchema = z
  .strictObject({
    name: gamNameSchema.optional(),
    description: gamDescriptionSchema.optional(),
    resourceId: gamResourceIdSchema.nullable().optional(),
    quantity: gamQuantitySchema(1, 'A quantidade deve ser de pelo menos 1.').optional(),
    price: rewardInputSchema.optional(),
    /** Never below what was already sold. */
    stock: stockSchema.optional(),
    ...expectedVersion,
  })
  .superRefine((value, ctx) => {
    if (value.price && value.price.points === 0 && !value.price.resourceId)
      ctx.addIssue({
        code: 'custom',
        path: ['price', 'points'],
        message: 'Informe o preço em pontos ou em um recurso.',
      });
  });
export type UpdateStoreItemBody = z.input<typeof updateStoreItemBodySchema>;

export const storeItemSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  name: z.string(),
  description: z.string(),
  resourceId: z.string().nullable(),
  resource: resourceRefSchema.nullable(),
  quantity: z.number().int(),
  price: rewardSchema,
  stock: z.number().int().nullable(),
  sold: z.number().int(),
  /** False when the stock is sold out. */
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type StoreItem = z.infer<typeof storeItemSchema>;
/** Oldest first. Readable by members of the game's workspace and by its participants. */
export const storeItemsSchema = z.object({ items: z.array(storeItemSchema) });

export const storePurchaseSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  storeItemId: z.string().nullable(),
  userId: z.string(),
  itemName: z.string(),
  price: rewardSchema,
  resourceId: z.string().nullable(),
  quantity: z.number().int(),
  createdAt: z.string(),
});
export type StorePurchase = z.infer<typeof storePurchaseSchema>;
/** `POST /store-items/:id/buy`: the purchase and the item with its new `sold`. */
export const buyResultSchema = z.object({ purchase: storePurchaseSchema, item: storeItemSchema });
export type BuyResult = z.infer<typeof buyResultSchema>;

/** `GET /games/:id/store-purchases` (members): who bought what, newest first, so rewards outside Orbita can be handed over. */
export const storePurchaseEntrySchema = storePurchaseSchema.extend({ userName: z.string() });
export type StorePurchaseEntry = z.infer<typeof storePurchaseEntrySchema>;
export const storePurchasesPageSchema = gamPageOf(storePurchaseEntrySchema);
export type StorePurchasesPage = z.infer<typeof storePurchasesPageSchema>;

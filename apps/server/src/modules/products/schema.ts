import { productKinds, productStatuses } from '@orbita/contracts/products';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from '../../platform/identity/schema';
import { gamificationResources } from '../gamification/schema';
import { mediaFiles } from '../media/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The products of a workspace: workspace data, so every query goes through the scoping
 * helper (platform/scope.ts). `number` comes from flow's per-workspace counter `products`
 * (`nextCounterNumber`), `code` is it formatted like a list's task codes (`PRD-0001`).
 * `points_*`: the price in a gamification resource of the same workspace (null when the
 * resource is deleted: the product is then sold in reais only).
 */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    /** Sanitized HTML (publications' allow-list), sanitized again when rendered. */
    description: text().notNull().default(''),
    status: text({ enum: productStatuses }).notNull().default('rascunho'),
    kind: text({ enum: productKinds }).notNull().default('fisico'),
    categories: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceCents: integer(),
    pointsResourceId: uuid().references(() => gamificationResources.id, { onDelete: 'set null' }),
    pointsAmount: integer(),
    /** Optimistic concurrency (platform/db/versioned.ts): +1 per edit of the product (variants have their own). */
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('products_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    uniqueIndex('products_workspace_slug_idx').on(t.workspaceId, t.slug),
    uniqueIndex('products_workspace_number_idx').on(t.workspaceId, t.number),
    check('products_status_check', sql`${t.status} in (${inList(productStatuses)})`),
    check('products_kind_check', sql`${t.kind} in (${inList(productKinds)})`),
    check('products_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('products_points_check', sql`${t.pointsAmount} is null or ${t.pointsAmount} > 0`),
  ],
);

/**
 * A product's variants (tamanho/cor…). `stock` null is unlimited; otherwise it never goes
 * below zero (the check is the last guard of `reserveStock`'s conditional update). SKUs are
 * unique in the workspace.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    options: jsonb().$type<Record<string, string>>().notNull().default({}),
    sku: text(),
    priceCents: integer(),
    stock: integer(),
    position: integer().notNull().default(0),
    version: integer().notNull().default(1),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    uniqueIndex('product_variants_workspace_sku_idx').on(t.workspaceId, t.sku),
    check('product_variants_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('product_variants_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

/**
 * The product's library images in order, each of the whole product or of one variant. The
 * media library's "Usado em" holds one usage per product (module `products`, kind `product`),
 * public while the product is `ativo`; a file force-deleted from the library leaves here too.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariants.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * The workspace's product sequence (one row per workspace, made by its first change; none
 * reads as the defaults `PRD`/no suffix): the prefix and suffix of new products' codes,
 * checked like a list's. The number comes from flow's counter `products`, never from here.
 */
export const productCodeSettings = pgTable(
  'product_code_settings',
  {
    workspaceId: uuid()
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    prefix: text().notNull().default('PRD'),
    suffix: text().notNull().default(''),
    version: integer().notNull().default(1),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    check('product_code_settings_prefix_check', sql`${t.prefix} ~ '^[A-Z0-9]{1,10}$'`),
    check('product_code_settings_suffix_check', sql`${t.suffix} ~ '^[A-Z0-9]{0,10}$'`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;

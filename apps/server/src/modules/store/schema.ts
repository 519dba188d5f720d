import { orderCurrencies, orderPaidVia, orderStatuses, pixKeyTypes } from '@orbita/contracts/store';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { inList, users, workspaces } from '../../platform/identity/schema';
import { financeBoxes, financeCategories, financeEntries } from '../finance/schema';

// Millisecond precision, so the keyset cursor (a JS Date) matches rows exactly.
const ts = () => timestamp({ withTimezone: true, precision: 3 });
const workspaceId = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/**
 * One row per workspace that saved its store settings (none: the defaults, store closed).
 * The Pix key is stored as the DICT holds it (contracts/store/pix.ts `normalizePixKey`).
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    workspaceId: uuid()
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    pixKeyType: text({ enum: pixKeyTypes }),
    pixKey: text(),
    merchantName: text().notNull().default(''),
    merchantCity: text().notNull().default(''),
    revenueBoxId: uuid().references(() => financeBoxes.id, { onDelete: 'set null' }),
    revenueCategoryId: uuid().references(() => financeCategories.id, { onDelete: 'set null' }),
    /** Optimistic concurrency (platform/db/versioned.ts). */
    version: integer().notNull().default(1),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    check('store_settings_pix_key_type_check', sql`${t.pixKeyType} in (${inList(pixKeyTypes)})`),
  ],
);
export type StoreSettingsRow = typeof storeSettings.$inferSelect;

/**
 * Orders. `number` comes from the workspace's `orders` counter (flow's named counters);
 * `token` is the buyer's secret link. Reais orders carry their Pix txid (unique per
 * workspace: a statement line names one order) and the BR Code payload as sent.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    number: integer().notNull(),
    token: text().notNull(),
    status: text({ enum: orderStatuses }).notNull().default('pendente'),
    currency: text({ enum: orderCurrencies }).notNull(),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    buyerUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    buyerPersonId: uuid(),
    /** Centavos (reais orders). */
    totalCents: integer(),
    pixTxid: text(),
    pixPayload: text(),
    paidVia: text({ enum: orderPaidVia }),
    paidAt: ts(),
    deliveredAt: ts(),
    canceledAt: ts(),
    /** The revenue entry once paid in reais (or the imported statement line's), and its box. */
    boxId: uuid().references(() => financeBoxes.id, { onDelete: 'set null' }),
    entryId: uuid().references(() => financeEntries.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_orders_token_idx').on(t.token),
    uniqueIndex('store_orders_workspace_number_idx').on(t.workspaceId, t.number),
    uniqueIndex('store_orders_workspace_txid_idx').on(t.workspaceId, t.pixTxid),
    // The list, newest first, optionally by status.
    index('store_orders_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    index('store_orders_workspace_status_created_idx').on(
      t.workspaceId,
      t.status,
      t.createdAt,
      t.id,
    ),
    // "Meus pedidos".
    index('store_orders_buyer_user_idx').on(t.buyerUserId),
    index('store_orders_workspace_buyer_email_idx').on(t.workspaceId, t.buyerEmail),
    check('store_orders_status_check', sql`${t.status} in (${inList(orderStatuses)})`),
    check('store_orders_currency_check', sql`${t.currency} in (${inList(orderCurrencies)})`),
    check('store_orders_paid_via_check', sql`${t.paidVia} in (${inList(orderPaidVia)})`),
    check(
      'store_orders_brl_check',
      sql`${t.currency} <> 'brl' or (${t.totalCents} is not null and ${t.totalCents} > 0)`,
    ),
  ],
);
export type StoreOrderRow = typeof storeOrders.$inferSelect;

/**
 * An order's lines, with snapshots of what was bought at what price (the product may change
 * or be deleted later; then its ids stay as they were, pointing nowhere).
 */
export const storeOrderItems = pgTable(
  'store_order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
    productId: uuid().notNull(),
    variantId: uuid().notNull(),
    productName: text().notNull(),
    variantName: text().notNull(),
    sku: text(),
    quantity: integer().notNull(),
    unitPriceCents: integer(),
    unitPoints: integer(),
    pointsResourceId: uuid(),
    position: integer().notNull(),
  },
  (t) => [
    index('store_order_items_order_idx').on(t.orderId, t.position),
    check('store_order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);
export type StoreOrderItemRow = typeof storeOrderItems.$inferSelect;

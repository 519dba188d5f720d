import { productMessages, productsEntity, type ProductKind } from '@orbita/contracts/products';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client';
import { afterCommit } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { products, productVariants } from './schema';
import { readProduct } from './service';

const republished = new WeakMap<Tx, Set<string>>();

/**
 * Once the order's transaction commits, the product screens see the new stock: the product
 * is read and published to its workspace (once per product and transaction; a failure only
 * leaves the screens to their next read).
 */
function republishAfterCommit(tx: Tx, workspaceId: string, productId: string) {
  const seen = republished.get(tx) ?? new Set<string>();
  republished.set(tx, seen);
  if (seen.has(productId)) return;
  seen.add(productId);
  afterCommit(tx, async (ctx) => {
    try {
      const product = await readProduct(ctx.db, { workspaceId }, productId);
      await ctx.realtime.publish({
        type: 'updated',
        entity: productsEntity,
        id: productId,
        data: product,
        workspaceId,
        origin: ctx.origin ?? null,
      });
    } catch (err) {
      ctx.log.warn({ err }, 'estoque: aviso em tempo real do produto falhou');
    }
  });
}

/**
 * For the store: takes `quantity` of a variant's stock inside the order's transaction, with
 * ONE conditional UPDATE (`stock = stock - qty WHERE stock >= qty`; an unlimited variant,
 * stock null, always passes). Concurrent reservations take turns on the row lock and
 * PostgreSQL re-checks the condition after each, so stock never goes below zero and never
 * sells twice. Refuses with 409 "Estoque insuficiente."; a variant of another workspace (or
 * none) answers 404. Answers the stock left (null: unlimited).
 */
export async function reserveStock(
  tx: Tx,
  workspaceId: string,
  variantId: string,
  quantity: number,
): Promise<number | null> {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw AppError.validation('Quantidade inválida.', { quantity: 'Quantidade inválida.' });
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(productVariants.workspaceId, workspaceId),
        eq(productVariants.id, variantId),
        sql`(${productVariants.stock} is null or ${productVariants.stock} >= ${quantity})`,
      ),
    )
    .returning({ stock: productVariants.stock, productId: productVariants.productId });
  if (row) {
    republishAfterCommit(tx, workspaceId, row.productId);
    return row.stock;
  }
  const [exists] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.workspaceId, workspaceId), eq(productVariants.id, variantId)));
  if (!exists) throw AppError.notFound(productMessages.variantNotFound);
  throw AppError.conflict(productMessages.outOfStock);
}

/**
 * For the store: gives back `quantity` reserved by `reserveStock` (an order canceled). An
 * unlimited or deleted variant is left as it is.
 */
export async function releaseStock(
  tx: Tx,
  workspaceId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 1) return;
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(productVariants.workspaceId, workspaceId),
        eq(productVariants.id, variantId),
        sql`${productVariants.stock} is not null`,
      ),
    )
    .returning({ productId: productVariants.productId });
  if (row) republishAfterCommit(tx, workspaceId, row.productId);
}

/** A variant the store may sell now: its product is `ativo`, with the price that applies. */
export interface Sellable {
  productId: string;
  variantId: string;
  productCode: string;
  productName: string;
  productSlug: string;
  variantName: string;
  /** "Camiseta — M / Azul": the order item's name snapshot. */
  name: string;
  kind: ProductKind;
  sku: string | null;
  /** The variant's own price or the product's; null: not sold in reais. */
  unitPriceCents: number | null;
  /** The price in a gamification resource; null: not sold in points. */
  pointsPrice: { resourceId: string; amount: number } | null;
  /** null: unlimited. */
  stock: number | null;
}

/**
 * For the store: the sellable variants among `variantIds` of the workspace (active
 * products only); anything else (draft, archived, another workspace's, missing) is left
 * out of the map, so the caller refuses it with `productMessages.notSellable`.
 */
export async function loadSellable(
  q: Queryable,
  workspaceId: string,
  variantIds: readonly string[],
): Promise<Map<string, Sellable>> {
  const ids = [...new Set(variantIds)];
  const out = new Map<string, Sellable>();
  if (ids.length === 0) return out;
  const rows = await q
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.workspaceId, workspaceId),
        eq(products.workspaceId, workspaceId),
        eq(products.status, 'ativo'),
        inArray(productVariants.id, ids),
      ),
    );
  for (const { product, variant } of rows) {
    const single = variant.name === 'Padrão' && Object.keys(variant.options).length === 0;
    out.set(variant.id, {
      productId: product.id,
      variantId: variant.id,
      productCode: product.code,
      productName: product.name,
      productSlug: product.slug,
      variantName: variant.name,
      name: single ? product.name : `${product.name} — ${variant.name}`,
      kind: product.kind,
      sku: variant.sku,
      unitPriceCents: variant.priceCents ?? product.priceCents,
      pointsPrice:
        product.pointsResourceId && product.pointsAmount
          ? { resourceId: product.pointsResourceId, amount: product.pointsAmount }
          : null,
      stock: variant.stock,
    });
  }
  return out;
}

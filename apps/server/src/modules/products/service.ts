import { errorCodes } from '@orbita/contracts';
import {
  productMessages,
  productSlugFrom,
  PRODUCT_SLUG_MAX,
  PRODUCT_VARIANTS_MAX,
  type createProductBodySchema,
  type createVariantBodySchema,
  type Product,
  type ProductKind,
  type productsListQuerySchema,
  type ProductSummary,
  type updateProductBodySchema,
  type updateVariantBodySchema,
} from '@orbita/contracts/products';
import { and, arrayContains, asc, desc, eq, ilike, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Database, Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { updateVersioned, withCurrentOnConflict } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { ensureSite } from '../explore';
import { nextCounterNumber } from '../flow';
import { resourceName } from '../gamification';
import { freshMediaUrls, imageSources, mediaFiles } from '../media';
import { renderPublicationHtml } from '../publications';
import { productCode } from './codes';
import { syncProductMedia } from './media';
import { presentProduct, presentSummary } from './presenter';
import {
  productImages,
  products,
  productVariants,
  type ProductRow,
  type ProductVariantRow,
} from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
type Scope = { workspaceId: string };

/** Also the answer for another workspace's product, so ids never reveal what other tenants hold. */
export const productNotFound = productMessages.notFound;
export const variantNotFound = productMessages.variantNotFound;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The stock a new variant starts with: 0 for physical goods, unlimited for digital ones. */
const initialStock = (kind: ProductKind, stock: number | null | undefined) =>
  stock !== undefined ? stock : kind === 'digital' ? null : 0;

function slugConflict(): AppError {
  return new AppError(409, errorCodes.conflict, productMessages.slugTaken, {
    slug: productMessages.slugTaken,
  });
}

function skuConflict(): AppError {
  return new AppError(409, errorCodes.conflict, productMessages.skuTaken, {
    sku: productMessages.skuTaken,
  });
}

/** Unique keys of the module as pt-BR 409s on their field (no 500 for a taken slug or SKU). */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'products_workspace_slug_idx')) throw slugConflict();
    if (isUniqueViolation(error, 'product_variants_workspace_sku_idx')) throw skuConflict();
    throw error;
  }
}

/** `base`, else `base-2`, `base-3`… among the workspace's slugs. */
async function freeSlug(tx: Tx, workspaceId: string, name: string): Promise<string> {
  const base = productSlugFrom(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(
          and(
            eq(products.workspaceId, workspaceId),
            like(products.slug, `${escapeLike(base.slice(0, PRODUCT_SLUG_MAX - 6))}%`),
          ),
        )
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, PRODUCT_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function assertResource(
  q: Queryable,
  workspaceId: string,
  pointsPrice: { resourceId: string } | null | undefined,
) {
  if (!pointsPrice) return;
  if ((await resourceName(q, workspaceId, pointsPrice.resourceId)) === null)
    throw new AppError(404, errorCodes.notFound, productMessages.resourceNotFound, {
      'pointsPrice.resourceId': productMessages.resourceNotFound,
    });
}

async function variantsOf(q: Queryable, productIds: string[]): Promise<ProductVariantRow[]> {
  if (productIds.length === 0) return [];
  return q
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
}

async function imagesOf(q: Queryable, productIds: string[]) {
  if (productIds.length === 0) return [];
  return q
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position));
}

/** The workspace's public-site handle: the `{workspaceSlug}` of its catalog addresses. */
async function siteHandle(q: Queryable, workspaceId: string): Promise<string> {
  return (await ensureSite(q, workspaceId)).handle;
}

/** A product as the API answers it: variants, images (addresses the member can show). */
export async function readProduct(db: Database, member: Scope, id: string): Promise<Product> {
  const row = await findInWorkspace(db, products, member, id, productNotFound);
  const [variants, images, handle] = await Promise.all([
    variantsOf(db, [row.id]),
    imagesOf(db, [row.id]),
    siteHandle(db, member.workspaceId),
  ]);
  const sources = await imageSources(
    db,
    member.workspaceId,
    images.map((i) => i.mediaId),
  );
  // Library addresses in the description signed now (the stored ones expire).
  const description = await freshMediaUrls(db, member.workspaceId, row.description);
  return presentProduct({ ...row, description }, { siteHandle: handle, variants, images, sources });
}

/** A page of the workspace's products, newest first (keyset on createdAt, id), filtered. */
export async function listProducts(
  db: Database,
  member: Scope,
  query: z.output<typeof productsListQuerySchema>,
): Promise<{ items: ProductSummary[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const text = query.q ? `%${escapeLike(query.q)}%` : null;
  const rows = await db
    .select()
    .from(products)
    .where(
      inWorkspace(
        products,
        member,
        query.status ? eq(products.status, query.status) : undefined,
        query.category ? arrayContains(products.categories, [query.category]) : undefined,
        text
          ? or(ilike(products.name, text), ilike(products.code, text), ilike(products.slug, text))
          : undefined,
        after
          ? or(
              lt(products.createdAt, after.createdAt),
              and(eq(products.createdAt, after.createdAt), lt(products.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const ids = page.map((r) => r.id);
  const [variants, images, handle] = await Promise.all([
    variantsOf(db, ids),
    imagesOf(db, ids),
    siteHandle(db, member.workspaceId),
  ]);
  const covers = new Map<string, string>();
  for (const image of images)
    if (!covers.has(image.productId)) covers.set(image.productId, image.mediaId);
  const sources = await imageSources(db, member.workspaceId, [...covers.values()]);
  const items = page.map((row) => {
    const own = variants.filter((v) => v.productId === row.id);
    const cover = covers.get(row.id);
    return presentSummary(row, {
      siteHandle: handle,
      variantCount: own.length,
      stock: own.some((v) => v.stock === null)
        ? null
        : own.reduce((sum, v) => sum + (v.stock ?? 0), 0),
      coverSrc: cover ? (sources.get(cover)?.src ?? null) : null,
    });
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** The categories the workspace's products use, sorted (filter and suggestions). */
export async function listCategories(q: Queryable, member: Scope): Promise<string[]> {
  const rows = await q
    .selectDistinct({ category: sql<string>`unnest(${products.categories})` })
    .from(products)
    .where(inWorkspace(products, member));
  return rows.map((r) => r.category).sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** Replaces the product's images (in order); each variant named must be the product's. */
async function replaceImages(
  tx: Tx,
  product: ProductRow,
  images: { mediaId: string; variantId: string | null }[],
) {
  await tx.delete(productImages).where(eq(productImages.productId, product.id));
  if (images.length === 0) return;
  const fileIds = [...new Set(images.map((i) => i.mediaId))];
  const files = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.workspaceId, product.workspaceId),
        eq(mediaFiles.kind, 'image'),
        inArray(mediaFiles.id, fileIds),
      ),
    );
  if (files.length !== fileIds.length)
    throw AppError.validation(productMessages.imageNotFound, {
      images: productMessages.imageNotFound,
    });
  const named = [...new Set(images.map((i) => i.variantId).filter((v): v is string => !!v))];
  if (named.length > 0) {
    const own = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), inArray(productVariants.id, named)));
    if (own.length !== named.length)
      throw AppError.validation(productMessages.imageVariant, {
        images: productMessages.imageVariant,
      });
  }
  await tx.insert(productImages).values(
    images.map((image, position) => ({
      workspaceId: product.workspaceId,
      productId: product.id,
      variantId: image.variantId,
      mediaId: image.mediaId,
      position,
    })),
  );
}

async function insertVariants(
  tx: Tx,
  product: ProductRow,
  variants: z.output<typeof createVariantBodySchema>[],
  firstPosition: number,
) {
  if (variants.length === 0) return;
  await tx.insert(productVariants).values(
    variants.map((v, i) => ({
      workspaceId: product.workspaceId,
      productId: product.id,
      name: v.name,
      options: v.options,
      sku: v.sku ?? null,
      priceCents: v.priceCents,
      stock: initialStock(product.kind, v.stock),
      position: firstPosition + i,
    })),
  );
}

export async function createProduct(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createProductBodySchema>,
): Promise<string> {
  return guardUnique(() =>
    transaction(ctx, async (tx) => {
      await assertResource(tx, member.workspaceId, body.pointsPrice);
      await ensureSite(tx, member.workspaceId);
      // The counter's row lock makes the workspace's creations take turns from here to the
      // commit, so the free slug below sees every earlier creation (keep this order).
      const number = await nextCounterNumber(tx, member.workspaceId, 'products');
      const [row] = await tx
        .insert(products)
        .values({
          workspaceId: member.workspaceId,
          number,
          code: await productCode(tx, member.workspaceId, number),
          name: body.name,
          slug: body.slug ?? (await freeSlug(tx, member.workspaceId, body.name)),
          description: renderPublicationHtml(body.description),
          status: body.status,
          kind: body.kind,
          categories: body.categories,
          priceCents: body.priceCents,
          pointsResourceId: body.pointsPrice?.resourceId ?? null,
          pointsAmount: body.pointsPrice?.amount ?? null,
          createdBy: member.userId,
        })
        .returning();
      const product = row!;
      const variants = body.variants?.length
        ? body.variants
        : [{ name: 'Padrão', options: {}, sku: null, priceCents: null, stock: undefined }];
      await insertVariants(tx, product, variants, 0);
      await replaceImages(tx, product, body.images);
      await syncProductMedia(tx, product);
      await emit(tx, 'products.product.created', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        productId: product.id,
      });
      return product.id;
    }),
  );
}

export async function updateProduct(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateProductBodySchema>,
): Promise<void> {
  const { version, images, pointsPrice, description, ...fields } = body;
  await withCurrentOnConflict(
    () =>
      guardUnique(() =>
        transaction(ctx, async (tx) => {
          await assertResource(tx, member.workspaceId, pointsPrice);
          const row = await updateVersioned(
            tx,
            products,
            inWorkspace(products, member, eq(products.id, id)),
            version,
            {
              ...fields,
              ...(description === undefined
                ? {}
                : { description: renderPublicationHtml(description) }),
              ...(pointsPrice === undefined
                ? {}
                : {
                    pointsResourceId: pointsPrice?.resourceId ?? null,
                    pointsAmount: pointsPrice?.amount ?? null,
                  }),
              updatedAt: new Date(),
            },
            productNotFound,
          );
          if (images !== undefined) await replaceImages(tx, row, images);
          await syncProductMedia(tx, row);
          await emit(tx, 'products.product.updated', {
            workspaceId: member.workspaceId,
            actorId: member.userId,
            productId: id,
          });
        }),
      ),
    () => readProduct(ctx.db, member, id),
  );
}

/** Foreign keys of other modules (an order's items) keep a sold product or variant. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23503') return true;
  return false;
}

const inUse = 'Este produto já tem pedidos: arquive-o em vez de excluir.';

export async function deleteProduct(ctx: AppContext, member: Member, id: string): Promise<void> {
  try {
    await transaction(ctx, async (tx) => {
      const [row] = await tx
        .delete(products)
        .where(inWorkspace(products, member, eq(products.id, id)))
        .returning();
      if (!row) throw AppError.notFound(productNotFound);
      await syncProductMedia(tx, row, { deleted: true });
      await emit(tx, 'products.product.deleted', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        productId: id,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.conflict(inUse);
    throw error;
  }
}

/** Locks the product for a variant's write (and marks it changed); another workspace's is 404. */
async function touchProduct(tx: Tx, member: Member, id: string): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ updatedAt: new Date() })
    .where(inWorkspace(products, member, eq(products.id, id)))
    .returning();
  if (!row) throw AppError.notFound(productNotFound);
  return row;
}

async function productUpdated(tx: Tx, member: Member, productId: string) {
  await emit(tx, 'products.product.updated', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    productId,
  });
}

export async function createVariant(
  ctx: AppContext,
  member: Member,
  productId: string,
  body: z.output<typeof createVariantBodySchema>,
): Promise<void> {
  await guardUnique(() =>
    transaction(ctx, async (tx) => {
      const product = await touchProduct(tx, member, productId);
      const [stats] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          last: sql<number>`coalesce(max(${productVariants.position}), -1)::int`,
        })
        .from(productVariants)
        .where(eq(productVariants.productId, productId));
      if (stats!.count >= PRODUCT_VARIANTS_MAX)
        throw AppError.validation(productMessages.tooManyVariants);
      await insertVariants(tx, product, [body], stats!.last + 1);
      await productUpdated(tx, member, productId);
    }),
  );
}

export async function updateVariant(
  ctx: AppContext,
  member: Member,
  productId: string,
  variantId: string,
  body: z.output<typeof updateVariantBodySchema>,
): Promise<void> {
  const { version, ...fields } = body;
  await withCurrentOnConflict(
    () =>
      guardUnique(() =>
        transaction(ctx, async (tx) => {
          await touchProduct(tx, member, productId);
          await updateVersioned(
            tx,
            productVariants,
            inWorkspace(
              productVariants,
              member,
              eq(productVariants.productId, productId),
              eq(productVariants.id, variantId),
            ),
            version,
            { ...fields, updatedAt: new Date() },
            variantNotFound,
          );
          await productUpdated(tx, member, productId);
        }),
      ),
    () => readProduct(ctx.db, member, productId),
  );
}

export async function deleteVariant(
  ctx: AppContext,
  member: Member,
  productId: string,
  variantId: string,
): Promise<void> {
  try {
    await transaction(ctx, async (tx) => {
      const product = await touchProduct(tx, member, productId);
      const deleted = await tx
        .delete(productVariants)
        .where(
          inWorkspace(
            productVariants,
            member,
            eq(productVariants.productId, productId),
            eq(productVariants.id, variantId),
          ),
        )
        .returning({ id: productVariants.id });
      if (deleted.length === 0) throw AppError.notFound(variantNotFound);
      // Its images went with it (cascade): the library's "Usado em" follows.
      await syncProductMedia(tx, product);
      await productUpdated(tx, member, productId);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.conflict(inUse);
    throw error;
  }
}

import {
  catalogPath,
  type Product,
  type ProductSummary,
  type ProductVariant,
} from '@orbita/contracts/products';
import type { ProductImageRow, ProductRow, ProductVariantRow } from './schema';

/** The variant's own price, else the product's; null when neither has one. */
export const effectivePrice = (
  product: Pick<ProductRow, 'priceCents'>,
  variant: ProductVariantRow,
) => variant.priceCents ?? product.priceCents;

export function presentVariant(product: ProductRow, row: ProductVariantRow): ProductVariant {
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    options: row.options,
    sku: row.sku,
    priceCents: row.priceCents,
    effectivePriceCents: effectivePrice(product, row),
    stock: row.stock,
    position: row.position,
    version: row.version,
  };
}

function presentBase(row: ProductRow, siteHandle: string) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    slug: row.slug,
    status: row.status,
    kind: row.kind,
    categories: row.categories,
    priceCents: row.priceCents,
    pointsPrice:
      row.pointsResourceId && row.pointsAmount
        ? { resourceId: row.pointsResourceId, amount: row.pointsAmount }
        : null,
    catalogPath: catalogPath(siteHandle, row.slug),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one shape a product leaves the server in: the answer and the realtime `data`. */
export function presentProduct(
  row: ProductRow,
  parts: {
    siteHandle: string;
    variants: ProductVariantRow[];
    images: ProductImageRow[];
    sources: Map<string, { src: string }>;
  },
): Product {
  return {
    ...presentBase(row, parts.siteHandle),
    description: row.description,
    variants: parts.variants.map((v) => presentVariant(row, v)),
    images: parts.images.map((i) => ({
      mediaId: i.mediaId,
      variantId: i.variantId,
      position: i.position,
      src: parts.sources.get(i.mediaId)?.src ?? null,
    })),
  };
}

export function presentSummary(
  row: ProductRow,
  parts: {
    siteHandle: string;
    variantCount: number;
    stock: number | null;
    coverSrc: string | null;
  },
): ProductSummary {
  return {
    ...presentBase(row, parts.siteHandle),
    variantCount: parts.variantCount,
    stock: parts.stock,
    coverSrc: parts.coverSrc,
  };
}

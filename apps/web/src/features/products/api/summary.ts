import type { Product, ProductSummary } from '@orbita/contracts/products';

/**
 * A list row from a product the server answered, as the list presents it: the variants
 * summed up (stock null when any is unlimited) and the first image as the cover.
 */
export function summaryOf(product: Product): ProductSummary {
  const { description: _description, variants, images, ...base } = product;
  const stocks = variants.map((v) => v.stock);
  const first = [...images].sort((a, b) => a.position - b.position)[0];
  return {
    ...base,
    variantCount: variants.length,
    stock: stocks.some((s) => s === null) ? null : stocks.reduce<number>((t, s) => t + (s ?? 0), 0),
    coverSrc: first?.src ?? null,
  };
}

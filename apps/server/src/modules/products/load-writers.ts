import { inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { products, productVariants } from './schema';

const base = '/api/app/produto/produtos';

/**
 * A product with two variants, as an acknowledged write: every 201 must be in the database
 * with both variants (one transaction takes the code, the product and its variants).
 */
export const productCreateWriter: AckWriter<{ productId: string }> = {
  name: 'produto',
  loadWeight: 0.2,
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(url, 'POST', base, {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: {
        name: `Produto ${seq}`,
        priceCents: 1000 + seq,
        variants: [
          { name: 'P', options: { tamanho: 'P' }, stock: 5 },
          { name: 'G', options: { tamanho: 'G' }, stock: 5 },
        ],
      },
    });
    return res.status === 201 ? { productId: res.body.id } : null;
  },
  async missing(db, acks) {
    if (acks.length === 0) return [];
    const ids = acks.map((a) => a.productId);
    const found = new Set(
      (await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
        (r) => r.id,
      ),
    );
    const variants = new Map<string, number>();
    for (const v of await db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids)))
      variants.set(v.productId, (variants.get(v.productId) ?? 0) + 1);
    return ids.flatMap((id) =>
      !found.has(id)
        ? [`produto ${id} confirmado e ausente`]
        : variants.get(id) !== 2
          ? [`produto ${id} sem as duas variações`]
          : [],
    );
  },
};

export const productReads: LoadRead[] = [
  {
    name: 'lista de produtos',
    weight: 0.5,
    read: (url, a) =>
      call(url, 'GET', `${base}?limit=20`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

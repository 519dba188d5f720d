import { productMessages } from '@orbita/contracts/products';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { mediaFileIdsIn, recordUsage, releaseUsage } from '../media';
import { productImages, type ProductRow } from './schema';
import { eq } from 'drizzle-orm';

/**
 * Keeps the media library's "Usado em" of a product in step with it, inside the product's
 * own write: every image file (and every library file its description shows) is used by
 * the product, PUBLIC (served without signature)
 * only while the product is `ativo` — exactly when its catalog page opens. A file of
 * another workspace answers 404 and the write rolls back.
 */
export async function syncProductMedia(
  tx: Tx,
  product: ProductRow,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<void> {
  const ref = {
    workspaceId: product.workspaceId,
    module: 'products',
    kind: 'product',
    id: product.id,
  };
  await releaseUsage(tx, null, ref);
  if (deleted) return;
  const rows = await tx
    .select({ mediaId: productImages.mediaId })
    .from(productImages)
    .where(eq(productImages.productId, product.id));
  const label = `Produto ${product.code} “${product.name}”`;
  const images = new Set(rows.map((r) => r.mediaId));
  // Library files the description shows: used (and public) like the images, so its
  // pictures load on the catalog; one of another workspace or missing is simply left out.
  const inText = mediaFileIdsIn(product.description).filter((id) => !images.has(id));
  for (const fileId of [...images, ...inText]) {
    try {
      await recordUsage(tx, fileId, { ...ref, label, public: product.status === 'ativo' });
    } catch (error) {
      if (inText.includes(fileId) && error instanceof AppError && error.status === 404) continue;
      if (error instanceof AppError && error.status === 404)
        throw AppError.validation(productMessages.imageNotFound, {
          images: productMessages.imageNotFound,
        });
      throw error;
    }
  }
}

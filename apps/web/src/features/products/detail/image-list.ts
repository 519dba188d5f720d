import type { ProductImage } from '@orbita/contracts/products';

/** An image as the PATCH sends it (the list replaces the product's, in order). */
export interface ImageInput {
  mediaId: string;
  variantId: string | null;
}

/** A change of the image list, applied to whatever list is current when it is sent. */
export type ImageChange =
  | { kind: 'add'; mediaId: string; variantId: string | null }
  | { kind: 'remove'; mediaId: string; variantId: string | null }
  | { kind: 'move'; mediaId: string; variantId: string | null; by: -1 | 1 }
  | { kind: 'variant'; mediaId: string; variantId: string | null; to: string | null };

export const inOrder = (images: ProductImage[]) =>
  [...images].sort((a, b) => a.position - b.position);

const sameImage = (a: ImageInput, b: ImageInput) =>
  a.mediaId === b.mediaId && a.variantId === b.variantId;

/**
 * The list after `change`, or null when it no longer applies (the image is gone, or is
 * already there): a change made on an older version is replayed on the newer one this way,
 * so two people adding images at once both keep theirs.
 */
export function applyImageChange(images: ProductImage[], change: ImageChange): ImageInput[] | null {
  const list: ImageInput[] = inOrder(images).map(({ mediaId, variantId }) => ({
    mediaId,
    variantId,
  }));
  const at = list.findIndex((i) => sameImage(i, change));
  switch (change.kind) {
    case 'add':
      return at >= 0 ? null : [...list, { mediaId: change.mediaId, variantId: change.variantId }];
    case 'remove':
      return at < 0 ? null : list.filter((_, i) => i !== at);
    case 'move': {
      const to = at + change.by;
      if (at < 0 || to < 0 || to >= list.length) return null;
      const next = [...list];
      [next[at], next[to]] = [next[to]!, next[at]!];
      return next;
    }
    case 'variant':
      if (at < 0) return null;
      if (list.some((i) => sameImage(i, { mediaId: change.mediaId, variantId: change.to })))
        return null;
      return list.map((img, i) => (i === at ? { ...img, variantId: change.to } : img));
  }
}

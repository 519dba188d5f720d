import type { ProductImage } from '@orbita/contracts/products';
import { describe, expect, it } from 'vitest';
import { applyImageChange } from './image-list';

const img = (mediaId: string, position: number, variantId: string | null = null): ProductImage => ({
  mediaId,
  variantId,
  position,
  src: null,
});
// Stored out of order on purpose: the list is read by position.
const list = [img('b', 1), img('a', 0), img('c', 2, 'v1')];
const ids = (out: ReturnType<typeof applyImageChange>) =>
  out?.map((i) => `${i.mediaId}${i.variantId ? `@${i.variantId}` : ''}`);

describe('applyImageChange', () => {
  it('adds at the end, once', () => {
    expect(ids(applyImageChange(list, { kind: 'add', mediaId: 'd', variantId: null }))).toEqual([
      'a',
      'b',
      'c@v1',
      'd',
    ]);
    expect(applyImageChange(list, { kind: 'add', mediaId: 'a', variantId: null })).toBeNull();
    // The same file for one variant is another image.
    expect(ids(applyImageChange(list, { kind: 'add', mediaId: 'a', variantId: 'v2' }))).toEqual([
      'a',
      'b',
      'c@v1',
      'a@v2',
    ]);
  });

  it('moves within the list and not past its ends', () => {
    expect(
      ids(applyImageChange(list, { kind: 'move', mediaId: 'b', variantId: null, by: -1 })),
    ).toEqual(['b', 'a', 'c@v1']);
    expect(
      applyImageChange(list, { kind: 'move', mediaId: 'a', variantId: null, by: -1 }),
    ).toBeNull();
    expect(
      applyImageChange(list, { kind: 'move', mediaId: 'c', variantId: 'v1', by: 1 }),
    ).toBeNull();
  });

  it('removes and re-targets only an image still there', () => {
    expect(ids(applyImageChange(list, { kind: 'remove', mediaId: 'b', variantId: null }))).toEqual([
      'a',
      'c@v1',
    ]);
    expect(applyImageChange(list, { kind: 'remove', mediaId: 'z', variantId: null })).toBeNull();
    expect(
      ids(applyImageChange(list, { kind: 'variant', mediaId: 'c', variantId: 'v1', to: null })),
    ).toEqual(['a', 'b', 'c']);
    // Would duplicate an image already there.
    expect(
      applyImageChange(list, { kind: 'variant', mediaId: 'a', variantId: null, to: null }),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { budgets, measureWebSizes } from './web-sizes';

// Runs after `npm run build -w @orbita/web` (see the root `test:e2e` script).
describe('web size budgets (gzipped)', () => {
  const sizes = measureWebSizes();

  it('keeps the sign-in route’s initial JS within 200 KB', () => {
    expect(sizes.signInInitial, `sign-in initial JS is ${(sizes.signInInitial / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budgets.signInInitial);
  });

  it('keeps every lazy area chunk within 150 KB', () => {
    const over = sizes.lazyChunks.filter((c) => c.gzip > budgets.lazyChunk).map((c) => `${c.name}: ${(c.gzip / 1024).toFixed(1)} KB`);
    expect(over, `chunks over budget: ${over.join(', ')}`).toEqual([]);
  });
});

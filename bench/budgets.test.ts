import { describe, expect, it } from 'vitest';
import { budgets, kb, measureWebSizes } from './web-sizes';

// Runs after `npm run build -w @orbita/web` (see the root `test:e2e` script).
// WEB_DIST points it at another build folder (several people building at once).
describe('web size budgets (gzipped)', () => {
  const sizes = measureWebSizes(process.env.WEB_DIST);

  it('keeps the JS needed before the sign-in form works within 200 KB', () => {
    const { js, chunks } = sizes.signIn;
    const breakdown = chunks.map((c) => `${c.src ?? c.file} ${kb(c.gzip)}`).join(', ');
    expect(js, `sign-in route JS is ${kb(js)}: ${breakdown}`).toBeLessThanOrEqual(
      budgets.signInInitial,
    );
  });

  it('keeps every lazy area chunk within 150 KB', () => {
    const over = sizes.lazyChunks
      .filter((c) => c.gzip > budgets.lazyChunk)
      .map((c) => `${c.name}: ${kb(c.gzip)}`);
    expect(over, `chunks over budget: ${over.join(', ')}`).toEqual([]);
  });
});

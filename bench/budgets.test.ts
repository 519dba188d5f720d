import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets, heavyChunkBudgets, kb, measureWebSizes, webDist } from './web-sizes';

// Runs after `npm run build -w @orbita/web` (see the root `test:e2e` script).
// WEB_DIST points it at another build folder (several people building at once).
describe('web size budgets (gzipped)', () => {
  const sizes = measureWebSizes(process.env.WEB_DIST);

  it('keeps the JS needed before the sign-in form works within 170 KB', () => {
    const { js, chunks } = sizes.signIn;
    const breakdown = chunks.map((c) => `${c.src ?? c.file} ${kb(c.gzip)}`).join(', ');
    expect(js, `sign-in route JS is ${kb(js)}: ${breakdown}`).toBeLessThanOrEqual(
      budgets.signInInitial,
    );
  });

  it('keeps the JS /me/home needs before the dashboard shows within 320 KB', () => {
    const { js, chunks } = sizes.home;
    const top = [...chunks].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
    const breakdown = top.map((c) => `${c.src ?? c.file} ${kb(c.gzip)}`).join(', ');
    expect(js, `/me/home JS is ${kb(js)}: ${breakdown}`).toBeLessThanOrEqual(budgets.homeInitial);
  });

  // Building zod schemas costs ~80 ms of a 4x-throttled first load before any of them is
  // used (issue 17): the shell and the dashboard import the zod-free modules of the
  // contracts (`…/entity`, `…/values`, `…/endpoints`), never an area's index.
  it('keeps zod out of what /me/home runs before the dashboard shows', () => {
    const dist = process.env.WEB_DIST ?? webDist;
    const withZod = sizes.home.chunks
      .filter((c) => c.file.endsWith('.js'))
      .filter((c) => fs.readFileSync(path.join(dist, c.file), 'utf8').includes('$ZodType'))
      .map((c) => c.file);
    expect(withZod, 'chunks of /me/home that carry zod').toEqual([]);
  });

  it('keeps /me/home within 40 scripts', () => {
    const scripts = sizes.home.chunks.filter((c) => c.file.endsWith('.js')).length;
    expect(scripts, 'scripts /me/home fetches').toBeLessThanOrEqual(budgets.homeScripts);
  });

  it('keeps every lazy area chunk within 150 KB (or its named ceiling)', () => {
    const over = sizes.lazyChunks
      .filter((c) => c.gzip > (heavyChunkBudgets[c.name]?.max ?? budgets.lazyChunk))
      .map((c) => `${c.name}: ${kb(c.gzip)}`);
    expect(over, `chunks over budget: ${over.join(', ')}`).toEqual([]);
  });

  it('names only heavy chunks that exist and still need their ceiling', () => {
    const stale = Object.keys(heavyChunkBudgets).filter((name) => {
      const chunk = sizes.lazyChunks.find((c) => c.name === name);
      return !chunk || chunk.gzip <= budgets.lazyChunk;
    });
    expect(stale, 'tire estes de heavyChunkBudgets').toEqual([]);
  });
});

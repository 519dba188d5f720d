import type { PageBlock } from '@orbita/contracts/pages';
import type { Database } from '../../platform/db/client';
import { imageSources } from '../media';
import { escapeHtml, PAGE_CSS, pageImageIds, renderPageBlocksHtml } from './render';

/**
 * Blocks of one page → HTML, with the library images looked up first (one query). Images a
 * public page uses come out as plain durable URLs; the others signed and expiring (a member's
 * preview, a reviewer's reading).
 */
export async function renderBlocksOf(
  db: Database,
  page: { id: string; workspaceId: string },
  blocks: readonly PageBlock[],
  options: { pagePath?: string; formSent?: boolean } = {},
): Promise<string> {
  const images = await imageSources(db, page.workspaceId, pageImageIds(blocks));
  return renderPageBlocksHtml(blocks, {
    pageId: page.id,
    image: (fileId) => images.get(fileId) ?? null,
    ...options,
  });
}

/** A whole standalone document (the builder's iframe at 360 and 1280 px): title and blocks. */
export function pageDocument(title: string, body: string, description = ''): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<style>${PAGE_CSS}</style>`,
    '</head><body>',
    `<main class="pg"><h1>${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
  ].join('');
}

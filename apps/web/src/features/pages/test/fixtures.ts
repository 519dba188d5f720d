import type { Page } from '@orbita/contracts/pages';

export const workspaceId = '0b0c8f5e-2f7b-4c55-9a43-6f0f3b7f1a01';
export const pagesUrl = '/api/app/produto/pages';
const at = '2026-03-01T12:00:00.000Z';

/** A page as the API answers it (summary fields plus the draft). */
export function pageOf(n: number, title: string, extra: Partial<Page> = {}): Page {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    status: 'draft',
    visibility: 'public',
    publishedAt: null,
    liveAt: null,
    hasUnpublishedChanges: false,
    hiddenAt: null,
    hiddenReason: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    blocks: [],
    seoTitle: '',
    seoDescription: '',
    ogImageFileId: null,
    createdBy: null,
    updatedBy: null,
    ...extra,
  };
}

import type { PublicationStatus, PublicationVisibility } from '@orbita/contracts/explore';
import {
  pageSlugSchema,
  type Page,
  type PageBlock,
  type UpdatePageBody,
} from '@orbita/contracts/pages';
import { savableBlocks } from './block-kinds';

/** What the builder edits: the page's draft fields. */
export interface PageDraft {
  title: string;
  slug: string;
  blocks: PageBlock[];
  seoTitle: string;
  seoDescription: string;
  ogImageFileId: string | null;
  status: PublicationStatus;
  visibility: PublicationVisibility;
}
export type DraftField = keyof PageDraft;

export function draftOf(page: Page): PageDraft {
  return {
    title: page.title,
    slug: page.slug,
    blocks: page.blocks,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    ogImageFileId: page.ogImageFileId,
    status: page.status,
    visibility: page.visibility,
  };
}

/**
 * The PATCH body for the fields changed since the last save, leaving out what the server
 * would refuse while the person is still typing (an empty title, a half-typed slug) and
 * the blocks not complete yet; those go with a later save, once valid.
 */
export function bodyOf(draft: PageDraft, changed: Iterable<DraftField>): UpdatePageBody {
  const body: UpdatePageBody = {};
  for (const field of changed) {
    switch (field) {
      case 'title':
        if (draft.title.trim()) body.title = draft.title;
        break;
      case 'slug':
        if (pageSlugSchema.safeParse(draft.slug).success) body.slug = draft.slug;
        break;
      case 'blocks':
        body.blocks = savableBlocks(draft.blocks);
        break;
      case 'status':
        if (draft.status !== 'production') body.status = draft.status;
        break;
      default:
        (body as Record<string, unknown>)[field] = draft[field];
    }
  }
  return body;
}

/** pt-BR names of the fields, for the conflict dialog. */
export const draftLabels: Record<string, string> = {
  title: 'Título',
  slug: 'Endereço',
  blocks: 'Blocos',
  seoTitle: 'Título para buscadores',
  seoDescription: 'Descrição para buscadores',
  ogImageFileId: 'Imagem de compartilhamento',
  status: 'Status',
  visibility: 'Visibilidade',
};

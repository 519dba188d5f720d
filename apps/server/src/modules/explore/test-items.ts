import { randomUUID } from 'node:crypto';
import type { PublicationStatus, PublicationVisibility } from '@orbita/contracts/explore';
import { eq as eqId } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { pages, publicationRevisions, publications } from './sources';

/**
 * Test-only: a publication or page in a given public state, written straight into the
 * tables with its live copy (what "Publicar" leaves behind), so explore's tests and bench do
 * not depend on the editors' flows. The modules' own APIs are exercised by the matrix test.
 */
export interface ItemState {
  status: PublicationStatus;
  visibility: PublicationVisibility;
  hidden?: boolean;
  title?: string;
  excerpt?: string;
  text?: string;
  html?: string;
  slug?: string;
  publishedAt?: Date;
  pickedAt?: Date | null;
  authorIds?: string[];
}

export async function insertPublication(q: Queryable, workspaceId: string, state: ItemState) {
  const title = state.title ?? `Publicação ${randomUUID().slice(0, 8)}`;
  const live = state.status === 'production';
  const [row] = await q
    .insert(publications)
    .values({
      workspaceId,
      title,
      slug: state.slug ?? `p-${randomUUID().slice(0, 12)}`,
      excerpt: state.excerpt ?? '',
      status: state.status,
      visibility: state.visibility,
      authorIds: state.authorIds ?? [],
      publishedAt: live ? (state.publishedAt ?? new Date()) : null,
      liveTitle: live ? title : null,
      liveExcerpt: live ? (state.excerpt ?? '') : null,
      liveText: live ? (state.text ?? '') : null,
      hiddenAt: state.hidden ? new Date() : null,
      hiddenReason: state.hidden ? 'Teste' : null,
      pickedAt: state.pickedAt ?? null,
    })
    .returning();
  if (live) {
    const [revision] = await q
      .insert(publicationRevisions)
      .values({
        workspaceId,
        publicationId: row!.id,
        number: 1,
        title,
        excerpt: state.excerpt ?? '',
        html: state.html ?? `<p>${state.text ?? ''}</p>`,
        text: state.text ?? '',
        state: new Uint8Array([0, 0]),
      })
      .returning();
    await q
      .update(publications)
      .set({ liveRevisionId: revision!.id })
      .where(eqId(publications.id, row!.id));
  }
  return row!;
}

export async function insertPage(q: Queryable, workspaceId: string, state: ItemState) {
  const title = state.title ?? `Página ${randomUUID().slice(0, 8)}`;
  const live = state.status === 'production';
  const blocks = [
    { id: 'b1', type: 'text' as const, html: state.html ?? `<p>${state.text ?? ''}</p>` },
  ];
  const [row] = await q
    .insert(pages)
    .values({
      workspaceId,
      title,
      slug: state.slug ?? `pg-${randomUUID().slice(0, 12)}`,
      blocks,
      seoDescription: state.excerpt ?? '',
      status: state.status,
      visibility: state.visibility,
      publishedAt: live ? (state.publishedAt ?? new Date()) : null,
      liveAt: live ? (state.publishedAt ?? new Date()) : null,
      liveTitle: live ? title : null,
      liveBlocks: live ? blocks : null,
      liveSeoDescription: live ? (state.excerpt ?? '') : null,
      liveText: live ? (state.text ?? '') : null,
      hiddenAt: state.hidden ? new Date() : null,
      hiddenReason: state.hidden ? 'Teste' : null,
      pickedAt: state.pickedAt ?? null,
    })
    .returning();
  return row!;
}

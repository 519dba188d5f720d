import { publicationRoom } from '@orbita/contracts/publications';
import type { Database } from '../../../platform/db/client';
import { freshMediaUrls } from '../../media';
import type { PublicationDocuments } from '../documents';
import { renderBody } from './html';
import { sanitizeRichHtml } from './sanitize';

export { bodyJsonOf, htmlOfJson, plainTextOf, renderBody } from './html';
export { LINK_REL, sanitizeRichHtml } from './sanitize';

/**
 * A stored body (a revision's HTML) as it may reach a reader: sanitized again at render, so
 * the allow-list of today applies to what was saved yesterday.
 */
export function renderPublicationHtml(html: string): string {
  return sanitizeRichHtml(html);
}

/**
 * The current DRAFT body of a publication of `workspaceId` as sanitized HTML (the review
 * reader shows it to the testing audience), its library images freshly signed (the body
 * keeps the address it was written with, which expires). Another workspace's publication
 * answers 404.
 */
export async function draftHtmlOf(
  app: { collab: Pick<PublicationDocuments, 'read'>; ctx: { db: Database } },
  workspaceId: string,
  id: string,
): Promise<string> {
  const doc = await app.collab.read(publicationRoom(id), workspaceId);
  let html: string;
  try {
    html = renderBody(doc).html;
  } finally {
    doc.destroy();
  }
  return freshMediaUrls(app.ctx.db, workspaceId, html);
}

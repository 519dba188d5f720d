/**
 * THE one rule of who sees a publication or a page outside its workspace (spec §4,
 * PRODUCT.md §7). Every surface — the public address, explore, search, the sitemap, the
 * feeds — asks this file (the server's SQL twin is `listedWhere`/`openWhere` in
 * modules/explore, built from the same constants), so "unlisted" can never leak into a
 * list through one forgotten query.
 *
 * - Only `production` leaves the workspace.
 * - `public` and `published` are listed (explore, search, sitemap, feeds); `published` is
 *   featured in explore.
 * - `unlisted` opens by its link only: never in any list, feed, sitemap or search.
 * - `private` stays with members.
 * - A hidden item (moderation) neither opens nor lists for anyone outside the workspace.
 * - `draft` and `testing` are seen by members and, for `testing`, by its review audience
 *   (a signed link), never by the public.
 */
export const publicationStatuses = ['draft', 'testing', 'production'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];
export const publicationVisibilities = ['public', 'private', 'unlisted', 'published'] as const;
export type PublicationVisibility = (typeof publicationVisibilities)[number];

export const publicationStatusLabels: Record<PublicationStatus, string> = {
  draft: 'Rascunho',
  testing: 'Teste',
  production: 'Produção',
};
export const publicationVisibilityLabels: Record<PublicationVisibility, string> = {
  public: 'Pública',
  private: 'Privada',
  unlisted: 'Não listada',
  published: 'Publicada',
};

/** Visibilities that appear in lists (explore, search, sitemap, feeds). */
export const LISTED_VISIBILITIES: readonly PublicationVisibility[] = ['public', 'published'];
/** Visibilities whose public address opens for anyone with the link. */
export const OPEN_VISIBILITIES: readonly PublicationVisibility[] = [
  'public',
  'published',
  'unlisted',
];

export interface PublicState {
  status: PublicationStatus;
  visibility: PublicationVisibility;
  hidden: boolean;
}

/** May it appear in explore, search, the sitemap and the feeds? */
export function isListed(item: PublicState): boolean {
  return (
    item.status === 'production' && !item.hidden && LISTED_VISIBILITIES.includes(item.visibility)
  );
}

/** Does its public address open for someone outside the workspace (signed out, a bot)? */
export function opensPublicly(item: PublicState): boolean {
  return (
    item.status === 'production' && !item.hidden && OPEN_VISIBILITIES.includes(item.visibility)
  );
}

/** Is it featured in explore? */
export function isFeatured(item: PublicState): boolean {
  return isListed(item) && item.visibility === 'published';
}

/** Can a review-audience link open it? Only while it is being tested. */
export function opensForAudience(item: PublicState): boolean {
  return item.status === 'testing';
}

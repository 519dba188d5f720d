import { z } from 'zod';
import {
  publicationStatuses,
  publicationVisibilities,
  type PublicationStatus,
} from '../explore/visibility';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { pageBlocksSchema } from './blocks';

/**
 * A workspace's block-built public pages (/produto/paginas), shared by the server
 * (validation, OpenAPI) and the web (types, forms). API: `/api/app/produto/pages`.
 * `blocks`/`title`/`seo*` are the DRAFT the builder edits; "Publicar" copies them into the
 * live copy the public address shows, so a live page never changes while it is edited.
 * Who sees it outside the workspace: the one rule of `@orbita/contracts/explore`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const pagesEntity = 'pages';

export const PAGE_TITLE_MAX = 200;
export const PAGE_SLUG_MAX = 100;
export const PAGE_SEO_TITLE_MAX = 70;
export const PAGE_SEO_DESCRIPTION_MAX = 200;
export const PAGE_SEARCH_MAX = 200;
export const PAGES_PAGE_DEFAULT = 50;
export const PAGES_PAGE_MAX = 100;

export const pageMessages = {
  notFound: 'Página não encontrada.',
  titleRequired: 'Informe o título.',
  titleTooLong: `Informe no máximo ${PAGE_TITLE_MAX} caracteres.`,
  slugInvalid: 'Use só letras minúsculas sem acento, números e hífens (ex.: minha-pagina).',
  slugTooLong: `O endereço tem no máximo ${PAGE_SLUG_MAX} caracteres.`,
  slugTaken: 'Já existe uma página com este endereço nesta conta.',
  seoTitleTooLong: `O título para buscadores tem no máximo ${PAGE_SEO_TITLE_MAX} caracteres.`,
  seoDescriptionTooLong: `A descrição para buscadores tem no máximo ${PAGE_SEO_DESCRIPTION_MAX} caracteres.`,
  gameNotFound: 'Gamificação não encontrada.',
  productionByPublish:
    'Para colocar a página no ar use "Publicar"; para tirá-la do ar, "Despublicar".',
  visibilityNeedsCreator: 'Só Criador, Admin ou Principal mudam a visibilidade.',
  notPublished: 'A página não está publicada.',
} as const;

/**
 * A slug from any text: accents dropped, lower case, runs of anything else become one hyphen
 * ("Promoção de Verão!" → "promocao-de-verao"). Empty text gives "pagina".
 */
export function slugify(text: string, fallback = 'pagina'): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || fallback;
}

const titleSchema = z
  .string(pageMessages.titleRequired)
  .trim()
  .min(1, pageMessages.titleRequired)
  .max(PAGE_TITLE_MAX, pageMessages.titleTooLong);

export const pageSlugSchema = z
  .string(pageMessages.slugInvalid)
  .trim()
  .max(PAGE_SLUG_MAX, pageMessages.slugTooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, pageMessages.slugInvalid);

const seoTitleSchema = z.string().trim().max(PAGE_SEO_TITLE_MAX, pageMessages.seoTitleTooLong);
const seoDescriptionSchema = z
  .string()
  .trim()
  .max(PAGE_SEO_DESCRIPTION_MAX, pageMessages.seoDescriptionTooLong);
const fileIdSchema = z.uuid('Escolha uma imagem da biblioteca de mídia.');

export const pageStatusSchema = z.enum(publicationStatuses, 'Status inválido.');
export const pageVisibilitySchema = z.enum(publicationVisibilities, 'Visibilidade inválida.');
/** What an edit may set: production is reached only through "Publicar". */
export const pageEditableStatuses = ['draft', 'testing'] as const satisfies PublicationStatus[];

/** A page as the list shows it (no blocks: they can be large). */
export const pageSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  status: pageStatusSchema,
  visibility: pageVisibilitySchema,
  /** First time it went live; null while never published. */
  publishedAt: z.string().nullable(),
  /** When the live copy was last replaced by "Publicar". */
  liveAt: z.string().nullable(),
  /** The draft differs from what the public sees (only meaningful once published). */
  hasUnpublishedChanges: z.boolean(),
  /** Hidden by moderation (explore): it opens for nobody outside the workspace. */
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** A page with its draft, as the builder reads it (and the realtime `data`). */
export const pageSchema = pageSummarySchema.extend({
  blocks: pageBlocksSchema,
  seoTitle: z.string(),
  seoDescription: z.string(),
  ogImageFileId: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

export const createPageBodySchema = z.strictObject({
  title: titleSchema,
  /** From the title when absent; a taken one gets a numeric suffix only when derived. */
  slug: pageSlugSchema.optional(),
  blocks: pageBlocksSchema.optional(),
  seoTitle: seoTitleSchema.optional(),
  seoDescription: seoDescriptionSchema.optional(),
  ogImageFileId: fileIdSchema.nullable().optional(),
  visibility: pageVisibilitySchema.optional(),
});
export type CreatePageBody = z.input<typeof createPageBodySchema>;

/** Only what is sent changes; `version` (optional) refuses a stale edit with 409. */
export const updatePageBodySchema = z.strictObject({
  title: titleSchema.optional(),
  slug: pageSlugSchema.optional(),
  blocks: pageBlocksSchema.optional(),
  seoTitle: seoTitleSchema.optional(),
  seoDescription: seoDescriptionSchema.optional(),
  ogImageFileId: fileIdSchema.nullable().optional(),
  /** Editor and above move a page between draft and testing. */
  status: z.enum(pageEditableStatuses, pageMessages.productionByPublish).optional(),
  /** Criador and above. */
  visibility: pageVisibilitySchema.optional(),
  ...expectedVersion,
});
export type UpdatePageBody = z.input<typeof updatePageBodySchema>;

export const duplicatePageBodySchema = z.strictObject({ title: titleSchema.optional() });
export type DuplicatePageBody = z.input<typeof duplicatePageBodySchema>;

/** Publish / unpublish: optionally the version the person saw. */
export const pageVersionBodySchema = z.strictObject({ ...expectedVersion });
export type PageVersionBody = z.input<typeof pageVersionBodySchema>;

/** `?q=&status=&cursor=&limit=`: recently changed first; `q` finds title or slug. */
export const pagesListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(PAGE_SEARCH_MAX, `Busque com no máximo ${PAGE_SEARCH_MAX} caracteres.`)
    .optional(),
  status: pageStatusSchema.optional(),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PAGES_PAGE_MAX, `O limite máximo é ${PAGES_PAGE_MAX}.`)
    .default(PAGES_PAGE_DEFAULT),
});
export type PagesListQuery = z.input<typeof pagesListQuerySchema>;

export const pageListSchema = z.object({
  items: z.array(pageSummarySchema),
  nextCursor: z.string().nullable(),
});
export type PageList = z.infer<typeof pageListSchema>;

/** The draft rendered as the public address would show it (the builder's iframe). */
export const pagePreviewSchema = z.object({ html: z.string() });
export type PagePreview = z.infer<typeof pagePreviewSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './blocks';
export * from './forms';

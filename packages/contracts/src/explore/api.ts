import { z } from 'zod';

/**
 * The explore API's shapes: a workspace's public site, the explore feed and search (public,
 * signed in or out), reactions, reports and the moderation queue. Server: modules/explore.
 */

/** What explore lists: a publication or a page. */
export const exploreKinds = ['publication', 'page'] as const;
export type ExploreKind = (typeof exploreKinds)[number];
export const exploreKindLabels: Record<ExploreKind, string> = {
  publication: 'Publicação',
  page: 'Página',
};
export const exploreKindSchema = z.enum(exploreKinds, 'Tipo inválido.');

export const EXPLORE_HANDLE_MAX = 40;
export const EXPLORE_SITE_TITLE_MAX = 120;
export const EXPLORE_SITE_DESCRIPTION_MAX = 500;
export const EXPLORE_PAGE_DEFAULT = 20;
export const EXPLORE_PAGE_MAX = 50;
/** Offset pagination of a ranked feed stops here (a ranking has no stable keyset). */
export const EXPLORE_FEED_DEPTH_MAX = 1000;
export const EXPLORE_QUERY_MAX = 200;
export const EXPLORE_REPORT_DETAILS_MAX = 500;
/** Distinct open reports that hide an item until a moderator decides. */
export const EXPLORE_REPORTS_TO_HIDE = 3;
export const EXPLORE_AUTO_HIDDEN_REASON = 'Denúncias — aguardando moderação';

/** Lower-case letters, digits and single hyphens, no hyphen at the ends. */
export const EXPLORE_HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const exploreMessages = {
  notFound: 'Item não encontrado.',
  siteNotFound: 'Site não encontrado.',
  handleTaken: 'Este endereço já está em uso. Escolha outro.',
  handleInvalid: 'Use letras minúsculas sem acento, números e hífens (ex.: minha-loja).',
  moderatorsOnly: 'Apenas moderadores do Orbita podem fazer isto.',
  alreadyReported: 'Você já denunciou este item; a moderação vai analisar.',
  tooMany: 'Muitas solicitações. Aguarde um pouco e tente de novo.',
} as const;

/** A workspace's public site (`/site/<handle>`). */
export const publicSiteSchema = z.object({
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  /** The absolute address of the site's home. */
  url: z.string(),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

export const updatePublicSiteBodySchema = z.strictObject({
  handle: z
    .string('Informe o endereço.')
    .trim()
    .toLowerCase()
    .min(2, 'Informe ao menos 2 caracteres.')
    .max(EXPLORE_HANDLE_MAX, `Informe no máximo ${EXPLORE_HANDLE_MAX} caracteres.`)
    .regex(EXPLORE_HANDLE_PATTERN, exploreMessages.handleInvalid)
    .optional(),
  title: z
    .string('Informe o título.')
    .trim()
    .min(1, 'Informe o título.')
    .max(EXPLORE_SITE_TITLE_MAX, `Informe no máximo ${EXPLORE_SITE_TITLE_MAX} caracteres.`)
    .optional(),
  description: z
    .string('Informe a descrição.')
    .trim()
    .max(
      EXPLORE_SITE_DESCRIPTION_MAX,
      `Informe no máximo ${EXPLORE_SITE_DESCRIPTION_MAX} caracteres.`,
    )
    .optional(),
});
export type UpdatePublicSiteBody = z.input<typeof updatePublicSiteBodySchema>;

/** One item of the feed, featured list or search. */
export const exploreItemSchema = z.object({
  kind: exploreKindSchema,
  id: z.uuid(),
  title: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  site: z.object({ handle: z.string(), title: z.string() }),
  /** The public address (absolute). */
  url: z.string(),
  publishedAt: z.string().nullable(),
  reactions: z.number().int(),
  /** Visibility "Publicada": shown as featured. */
  featured: z.boolean(),
  /** An editorial pick (first in the feed). */
  picked: z.boolean(),
});
export type ExploreItem = z.infer<typeof exploreItemSchema>;

const limitSchema = z.coerce
  .number('Informe um número.')
  .int('Informe um número inteiro.')
  .min(1, 'O limite mínimo é 1.')
  .max(EXPLORE_PAGE_MAX, `O limite máximo é ${EXPLORE_PAGE_MAX}.`)
  .default(EXPLORE_PAGE_DEFAULT);

export const exploreFeedQuerySchema = z.object({
  cursor: z.string().max(20, 'Cursor inválido.').regex(/^\d+$/, 'Cursor inválido.').optional(),
  limit: limitSchema,
  kind: exploreKindSchema.optional(),
});
export type ExploreFeedQuery = z.input<typeof exploreFeedQuerySchema>;

export const exploreFeedPageSchema = z.object({
  items: z.array(exploreItemSchema),
  nextCursor: z.string().nullable(),
});
export type ExploreFeedPage = z.infer<typeof exploreFeedPageSchema>;

export const exploreSearchQuerySchema = z.object({
  q: z
    .string('Informe o que procurar.')
    .trim()
    .min(1, 'Informe o que procurar.')
    .max(EXPLORE_QUERY_MAX, `Informe no máximo ${EXPLORE_QUERY_MAX} caracteres.`),
  limit: limitSchema,
  kind: exploreKindSchema.optional(),
});
export type ExploreSearchQuery = z.input<typeof exploreSearchQuerySchema>;

export const exploreSearchHitSchema = exploreItemSchema.extend({
  /**
   * A highlighted excerpt as HTML: everything escaped except `<mark>`/`</mark>` around the
   * words that matched (safe to set as innerHTML).
   */
  highlight: z.string(),
});
export type ExploreSearchHit = z.infer<typeof exploreSearchHitSchema>;
export const exploreSearchResultSchema = z.object({ items: z.array(exploreSearchHitSchema) });
export type ExploreSearchResult = z.infer<typeof exploreSearchResultSchema>;

export const exploreItemParamsSchema = z.object({
  kind: exploreKindSchema,
  id: z.uuid(exploreMessages.notFound),
});

export const exploreReactionSchema = z.object({ reacted: z.boolean(), reactions: z.number() });
export type ExploreReaction = z.infer<typeof exploreReactionSchema>;

/** The report button's fixed reasons. */
export const exploreReportReasons = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'illegal',
  'copyright',
  'misinformation',
  'other',
] as const;
export type ExploreReportReason = (typeof exploreReportReasons)[number];
export const exploreReportReasonLabels: Record<ExploreReportReason, string> = {
  spam: 'Spam ou propaganda enganosa',
  harassment: 'Assédio ou bullying',
  hate: 'Discurso de ódio',
  violence: 'Violência ou ameaça',
  sexual: 'Conteúdo sexual',
  illegal: 'Atividade ilegal',
  copyright: 'Violação de direitos autorais',
  misinformation: 'Desinformação',
  other: 'Outro motivo',
};

export const exploreReportBodySchema = z.strictObject({
  reason: z.enum(exploreReportReasons, 'Escolha um motivo.'),
  details: z
    .string('Descreva o problema.')
    .trim()
    .max(EXPLORE_REPORT_DETAILS_MAX, `Informe no máximo ${EXPLORE_REPORT_DETAILS_MAX} caracteres.`)
    .default(''),
});
export type ExploreReportBody = z.input<typeof exploreReportBodySchema>;
export const exploreReportResultSchema = z.object({ reported: z.literal(true) });

/** `GET /api/app/universo/explore/me`: what the web menu needs. */
export const exploreMeSchema = z.object({ moderator: z.boolean() });
export type ExploreMe = z.infer<typeof exploreMeSchema>;

export const moderationActions = ['hide', 'restore', 'dismiss', 'pick', 'unpick'] as const;
export type ModerationAction = (typeof moderationActions)[number];
export const moderationActionLabels: Record<ModerationAction, string> = {
  hide: 'Ocultar',
  restore: 'Restaurar',
  dismiss: 'Descartar denúncias',
  pick: 'Destacar',
  unpick: 'Remover destaque',
};

export const moderationReportSchema = z.object({
  id: z.uuid(),
  reason: z.enum(exploreReportReasons),
  details: z.string(),
  createdAt: z.string(),
});

/** One item of the moderation queue: its open reports, or hidden, or both. */
export const moderationItemSchema = z.object({
  kind: exploreKindSchema,
  id: z.uuid(),
  title: z.string(),
  site: z.object({ handle: z.string(), title: z.string() }),
  url: z.string(),
  status: z.string(),
  visibility: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  pickedAt: z.string().nullable(),
  reports: z.array(moderationReportSchema),
  lastReportAt: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({ items: z.array(moderationItemSchema) });
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationParamsSchema = z.object({
  kind: exploreKindSchema,
  id: z.uuid(exploreMessages.notFound),
  action: z.enum(moderationActions, 'Ação inválida.'),
});

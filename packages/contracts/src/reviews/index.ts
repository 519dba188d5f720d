import { z } from 'zod';

/**
 * Reviews: the real "testing" audience of a publication or a page (issue 20). While a record's
 * status is `testing`, the people of its audience — members, teams (their members) and e-mail
 * addresses — open it by a signed link (`/revisao/<token>`, the API under
 * `/api/public/reviews/<token>`) and leave comments anchored to its text; members reply,
 * resolve and reopen them under `/api/app/universo/reviews/<kind>/<recordId>`.
 *
 * Anchors follow the W3C TextQuoteSelector: the quoted text with some text before (`prefix`)
 * and after (`suffix`) it, so an anchor still finds its place after edits around it.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const reviewsEntity = 'reviews';

/** What can be reviewed. */
export const reviewKinds = ['publication', 'page'] as const;
export type ReviewKind = (typeof reviewKinds)[number];
export const reviewKindLabels: Record<ReviewKind, string> = {
  publication: 'Publicação',
  page: 'Página',
};

/** The SPA path a review link opens (the web route `/revisao/:token`). */
export const reviewLinkPath = (token: string) => `/revisao/${encodeURIComponent(token)}`;

export const REVIEW_ANCHOR_MAX = 500;
export const REVIEW_COMMENT_MAX = 2000;
/** People, teams or addresses added in one request. */
export const REVIEW_AUDIENCE_ADD_MAX = 50;
/** Active entries of one record's audience. */
export const REVIEW_AUDIENCE_MAX = 200;
/** Comments one review link may post per minute. */
export const REVIEW_COMMENTS_PER_MINUTE = 30;

export const reviewMessages = {
  recordNotFound: 'Registro não encontrado.',
  kindInvalid: 'Tipo inválido: use publicação ou página.',
  entryNotFound: 'Pessoa da revisão não encontrada.',
  commentNotFound: 'Comentário não encontrado.',
  /** A link that never existed, was revoked, or whose record left the testing status. */
  closed: 'Esta revisão não está mais aberta.',
  audienceEmpty: 'Escolha ao menos um membro, uma equipe ou um e-mail.',
  audienceTooMany: `Adicione no máximo ${REVIEW_AUDIENCE_ADD_MAX} de uma vez.`,
  audienceFull: `A revisão já tem o máximo de ${REVIEW_AUDIENCE_MAX} pessoas, equipes e e-mails.`,
  memberNotFound: 'Membro não encontrado nesta conta.',
  teamNotFound: 'Equipe não encontrada.',
  emailInvalid: 'Informe um e-mail válido.',
  bodyRequired: 'Escreva o comentário.',
  bodyTooLong: `Informe no máximo ${REVIEW_COMMENT_MAX} caracteres.`,
  anchorTooLong: `Informe no máximo ${REVIEW_ANCHOR_MAX} caracteres.`,
  parentNotFound: 'O comentário respondido não existe mais.',
  replyNotResolvable: 'Resolva a conversa pelo seu primeiro comentário.',
} as const;

export const reviewKindSchema = z.enum(reviewKinds, reviewMessages.kindInvalid);

/** `{kind}/{recordId}` of the members' routes. */
export const reviewRecordParamsSchema = z.object({
  kind: reviewKindSchema,
  recordId: z.uuid(reviewMessages.recordNotFound),
});
export type ReviewRecordParams = z.infer<typeof reviewRecordParamsSchema>;

export const reviewEntryParamsSchema = reviewRecordParamsSchema.extend({
  entryId: z.uuid(reviewMessages.entryNotFound),
});
export const reviewCommentParamsSchema = reviewRecordParamsSchema.extend({
  commentId: z.uuid(reviewMessages.commentNotFound),
});

/** A review link's token: 32 random bytes in base64url (43 characters). */
export const reviewTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1, reviewMessages.closed)
    .max(100, reviewMessages.closed)
    .regex(/^[A-Za-z0-9_-]+$/, reviewMessages.closed),
});

// ---------------------------------------------------------------- audience

export const reviewAudienceTypes = ['member', 'team', 'email'] as const;
export type ReviewAudienceType = (typeof reviewAudienceTypes)[number];

/** One entry of a record's testing audience (active ones; a revoked entry leaves the list). */
export const reviewAudienceEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(reviewAudienceTypes),
  userId: z.uuid().nullable(),
  teamId: z.uuid().nullable(),
  email: z.string().nullable(),
  /** The member's or the team's name, or the e-mail address. */
  name: z.string(),
  /** A team's members who got their own link (null for other entries). */
  memberCount: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReviewAudienceEntry = z.infer<typeof reviewAudienceEntrySchema>;

export const reviewAudienceSchema = z.object({
  kind: reviewKindSchema,
  recordId: z.uuid(),
  items: z.array(reviewAudienceEntrySchema),
});
export type ReviewAudience = z.infer<typeof reviewAudienceSchema>;

const emailSchema = z
  .string(reviewMessages.emailInvalid)
  .trim()
  .toLowerCase()
  .max(254, reviewMessages.emailInvalid)
  .pipe(z.email(reviewMessages.emailInvalid));
const idList = (message: string) =>
  z.array(z.uuid(message)).max(REVIEW_AUDIENCE_ADD_MAX, reviewMessages.audienceTooMany).default([]);

/**
 * Adds to the audience: members, teams (each of their members gets a link) and e-mail
 * addresses (each gets an e-mail with its link). Who is already in it is skipped.
 */
export const addReviewAudienceBodySchema = z
  .strictObject({
    userIds: idList(reviewMessages.memberNotFound),
    teamIds: idList(reviewMessages.teamNotFound),
    emails: z
      .array(emailSchema)
      .max(REVIEW_AUDIENCE_ADD_MAX, reviewMessages.audienceTooMany)
      .default([]),
  })
  .refine((b) => b.userIds.length + b.teamIds.length + b.emails.length > 0, {
    message: reviewMessages.audienceEmpty,
    path: ['emails'],
  });
export type AddReviewAudienceBody = z.input<typeof addReviewAudienceBodySchema>;

// ---------------------------------------------------------------- comments

const anchorSchema = z.string().max(REVIEW_ANCHOR_MAX, reviewMessages.anchorTooLong).default('');

/** A new comment: anchored to a quote of the text (a reply names its `parentId` instead). */
export const createReviewCommentBodySchema = z.strictObject({
  quote: anchorSchema,
  prefix: anchorSchema,
  suffix: anchorSchema,
  body: z
    .string(reviewMessages.bodyRequired)
    .trim()
    .min(1, reviewMessages.bodyRequired)
    .max(REVIEW_COMMENT_MAX, reviewMessages.bodyTooLong),
  parentId: z.uuid(reviewMessages.parentNotFound).nullish(),
});
export type CreateReviewCommentBody = z.input<typeof createReviewCommentBodySchema>;

/** One comment. A reviewer's link never shows anyone's e-mail (`authorEmail` is for members). */
export const reviewCommentSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** `member`: written signed in (or by a member's link); `guest`: by an e-mail link. */
  author: z.enum(['member', 'guest']),
  authorName: z.string(),
  authorEmail: z.string().nullable(),
  quote: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  body: z.string(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

/** A conversation: its first (anchored) comment and the replies, oldest first. */
export const reviewThreadSchema = reviewCommentSchema.extend({
  replies: z.array(reviewCommentSchema),
});
export type ReviewThread = z.infer<typeof reviewThreadSchema>;

/** A record's conversations, open and resolved, oldest first. */
export const reviewCommentsSchema = z.object({
  kind: reviewKindSchema,
  recordId: z.uuid(),
  items: z.array(reviewThreadSchema),
});
export type ReviewComments = z.infer<typeof reviewCommentsSchema>;

// ---------------------------------------------------------------- the public link

/** What a review link opens: the current draft, sanitized, and its conversations. */
export const publicReviewSchema = z.object({
  kind: reviewKindSchema,
  title: z.string(),
  /** The current draft as HTML, sanitized on the server. */
  html: z.string(),
  comments: z.array(reviewThreadSchema),
  /** Who the link belongs to: their comments are signed with this name. */
  reviewer: z.object({ name: z.string(), email: z.string().nullable() }),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

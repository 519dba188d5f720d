import { z } from 'zod';
import {
  publicationStatuses,
  publicationVisibilities,
  type PublicationStatus,
} from '../explore/visibility';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { areas, type Area } from '../routes/routes';

/**
 * The publications module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). API: `/api/app/universo/publications`. The body is not here: it
 * is a Yjs document of the collaboration layer (room `publication:<id>`, XML fragment
 * `body`, the TipTap schema of `@orbita/contracts/rich-text`). That document is the DRAFT;
 * what the public reads is the live revision, changed only by publishing.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const publicationsEntity = 'publications';

/** The collaboration layer's document kind: room `publication:<publication id>`. */
export const publicationCollabKind = 'publication';
export const publicationRoom = (id: string) => `${publicationCollabKind}:${id}`;
/** The Y.XmlFragment of the room that holds the body (TipTap's Collaboration `field`). */
export const PUBLICATION_BODY_FIELD = 'body';

export const PUBLICATION_TITLE_MAX = 200;
export const PUBLICATION_SLUG_MAX = 120;
export const PUBLICATION_EXCERPT_MAX = 500;
export const PUBLICATION_TAGS_MAX = 20;
export const PUBLICATION_TAG_MAX = 40;
export const PUBLICATION_AUTHORS_MAX = 20;
export const PUBLICATION_SEARCH_MAX = 200;
export const PUBLICATIONS_PAGE_DEFAULT = 50;
export const PUBLICATIONS_PAGE_MAX = 100;
/** A diff answers at most this many parts; `truncated` says when more were left out. */
export const PUBLICATION_DIFF_PARTS_MAX = 5000;

export const publicationMessages = {
  notFound: 'Publicação não encontrada.',
  revisionNotFound: 'Revisão não encontrada.',
  titleRequired: 'Informe o título.',
  titleTooLong: `Informe no máximo ${PUBLICATION_TITLE_MAX} caracteres.`,
  slugInvalid:
    'Use só letras minúsculas sem acento, números e hífens entre eles (ex.: minha-publicacao).',
  slugTooLong: `Informe no máximo ${PUBLICATION_SLUG_MAX} caracteres.`,
  excerptTooLong: `Informe no máximo ${PUBLICATION_EXCERPT_MAX} caracteres.`,
  moduleInvalid: 'Escolha uma área válida.',
  tagRequired: 'A etiqueta não pode ficar vazia.',
  tagTooLong: `Cada etiqueta tem no máximo ${PUBLICATION_TAG_MAX} caracteres.`,
  tagsTooMany: `Use no máximo ${PUBLICATION_TAGS_MAX} etiquetas.`,
  authorsTooMany: `Informe no máximo ${PUBLICATION_AUTHORS_MAX} autores.`,
  authorNotMember: 'Os autores precisam ser membros desta conta.',
  coverInvalid: 'Escolha uma imagem da biblioteca de mídia.',
  coverNotFound: 'A imagem de capa não foi encontrada na biblioteca de mídia.',
  statusInvalid: 'Escolha Rascunho ou Teste (Produção só ao publicar).',
  statusLive: 'A publicação está no ar: para voltá-la a rascunho, tire-a do ar.',
  scheduleInvalid: 'Informe uma data e hora válidas.',
  schedulePast: 'Agende para uma data futura.',
  creatorOnly: 'Só Criador, Admin ou Principal podem mudar a visibilidade, agendar ou publicar.',
  notLive: 'A publicação não está no ar.',
  diffAgainstInvalid: 'Compare com outra revisão ou com o rascunho.',
} as const;

/** The areas a publication may belong to (the spec's route areas). */
export const publicationModules = Object.keys(areas) as [Area, ...Area[]];

/** A slug as the address needs it: `minha-publicacao-2`. */
export const PUBLICATION_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A title as a slug: lower case, no accents, words joined by `-` (empty when nothing is left). */
export function slugify(text: string, max = PUBLICATION_SLUG_MAX): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

const titleSchema = z
  .string(publicationMessages.titleRequired)
  .trim()
  .min(1, publicationMessages.titleRequired)
  .max(PUBLICATION_TITLE_MAX, publicationMessages.titleTooLong);

const slugSchema = z
  .string(publicationMessages.slugInvalid)
  .trim()
  .max(PUBLICATION_SLUG_MAX, publicationMessages.slugTooLong)
  .regex(PUBLICATION_SLUG_PATTERN, publicationMessages.slugInvalid);

const excerptSchema = z
  .string('Informe o resumo.')
  .trim()
  .max(PUBLICATION_EXCERPT_MAX, publicationMessages.excerptTooLong);

const moduleSchema = z.enum(publicationModules, publicationMessages.moduleInvalid).nullable();

const tagsSchema = z
  .array(
    z
      .string(publicationMessages.tagRequired)
      .trim()
      .min(1, publicationMessages.tagRequired)
      .max(PUBLICATION_TAG_MAX, publicationMessages.tagTooLong),
    publicationMessages.tagRequired,
  )
  .max(PUBLICATION_TAGS_MAX, publicationMessages.tagsTooMany)
  // The same tag twice (after trimming) is kept once, in its first position.
  .transform((tags) => [...new Set(tags)]);

const authorIdsSchema = z
  .array(z.uuid(publicationMessages.authorNotMember), publicationMessages.authorNotMember)
  .max(PUBLICATION_AUTHORS_MAX, publicationMessages.authorsTooMany)
  .transform((ids) => [...new Set(ids)]);

const coverSchema = z.uuid(publicationMessages.coverInvalid).nullable();

/** An ISO instant in the future (checked against the clock by the server), or null to cancel. */
const scheduledAtSchema = z.iso
  .datetime({ offset: true, error: publicationMessages.scheduleInvalid })
  .nullable();

/** The statuses an edit may set: production is reached only by publishing. */
export const editableStatuses = [
  'draft',
  'testing',
] as const satisfies readonly PublicationStatus[];
const editableStatusSchema = z.enum(editableStatuses, publicationMessages.statusInvalid);

/** A publication as the API and the realtime messages present it (members only). */
export const publicationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  module: z.enum(publicationModules).nullable(),
  tags: z.array(z.string()),
  coverFileId: z.uuid().nullable(),
  excerpt: z.string(),
  status: z.enum(publicationStatuses),
  visibility: z.enum(publicationVisibilities),
  authorIds: z.array(z.uuid()),
  /** ISO instant when the scheduler will publish the draft; null when none is set. */
  scheduledAt: z.string().nullable(),
  /** First time it went live. */
  publishedAt: z.string().nullable(),
  liveRevisionId: z.uuid().nullable(),
  /** Number of the live revision (null while never published or after it was taken down). */
  liveRevisionNumber: z.number().int().nullable(),
  liveTitle: z.string().nullable(),
  /** Live, and the draft (title, excerpt or body) differs from what the public reads. */
  hasUnpublishedChanges: z.boolean(),
  /** Hidden by moderation: never shown outside the workspace. */
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** An editorial pick of explore. */
  pickedAt: z.string().nullable(),
  version: versionSchema,
  createdBy: z.uuid().nullable(),
  updatedBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/**
 * A new publication (a draft, private unless said otherwise). The slug is made from the
 * title when absent; a taken slug gets a numeric suffix (`-2`, `-3`…).
 */
export const createPublicationBodySchema = z.strictObject({
  title: titleSchema,
  slug: slugSchema.optional(),
  module: moduleSchema.optional(),
  tags: tagsSchema.optional(),
  coverFileId: coverSchema.optional(),
  excerpt: excerptSchema.optional(),
  authorIds: authorIdsSchema.optional(),
  visibility: z.enum(publicationVisibilities, 'Escolha uma visibilidade válida.').optional(),
});
export type CreatePublicationBody = z.input<typeof createPublicationBodySchema>;

/**
 * Only what is sent changes. `visibility` and `scheduledAt` are Criador's (and up); the rest
 * Editor's. `status` moves between draft and testing only. `version`: the version the edit
 * was made on (a stale one answers 409 with the current publication).
 */
export const updatePublicationBodySchema = z.strictObject({
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
  module: moduleSchema.optional(),
  tags: tagsSchema.optional(),
  coverFileId: coverSchema.optional(),
  excerpt: excerptSchema.optional(),
  authorIds: authorIdsSchema.optional(),
  status: editableStatusSchema.optional(),
  visibility: z.enum(publicationVisibilities, 'Escolha uma visibilidade válida.').optional(),
  scheduledAt: scheduledAtSchema.optional(),
  ...expectedVersion,
});
export type UpdatePublicationBody = z.input<typeof updatePublicationBodySchema>;

/**
 * `?q=&status=&visibility=&tag=&cursor=&limit=`: most recently changed first (keyset on
 * updatedAt, id); `q` matches the title without accents or case.
 */
export const publicationsListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(PUBLICATION_SEARCH_MAX, `Busque com no máximo ${PUBLICATION_SEARCH_MAX} caracteres.`)
    .optional(),
  status: z.enum(publicationStatuses, 'Status inválido.').optional(),
  visibility: z.enum(publicationVisibilities, 'Visibilidade inválida.').optional(),
  tag: z.string().trim().max(PUBLICATION_TAG_MAX, publicationMessages.tagTooLong).optional(),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(PUBLICATIONS_PAGE_MAX, `O limite máximo é ${PUBLICATIONS_PAGE_MAX}.`)
    .default(PUBLICATIONS_PAGE_DEFAULT),
});
export type PublicationsListQuery = z.input<typeof publicationsListQuerySchema>;

/** One page of publications; `nextCursor` is null on the last page. */
export const publicationPageSchema = z.object({
  items: z.array(publicationSchema),
  nextCursor: z.string().nullable(),
});
export type PublicationPage = z.infer<typeof publicationPageSchema>;

export * from './revisions';
export * from './events';
export * from './realtime';
export * from './endpoints';

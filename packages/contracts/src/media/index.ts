import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';

/**
 * The media library's records, shared by the server (validation, OpenAPI) and the web
 * (types, forms). API under `/api/app/fabrica/media`; file bytes are served signed-out from
 * `/api/public/media/{id}/{variant}` with an expiring HMAC signature (`exp`, `sig`), or
 * without one while the file is public (used by a public page/product).
 */

/** Realtime entities (and the first element of the web's query keys). */
export const mediaEntities = { file: 'media', folder: 'media-folder' } as const;
/** The scaffold's name for the file entity, kept for the generated web code. */
export const mediaEntity = mediaEntities.file;

export const MEDIA_NAME_MAX = 200;
export const MEDIA_TEXT_MAX = 1000;
export const MEDIA_PAGE_DEFAULT = 50;
export const MEDIA_PAGE_MAX = 200;
/** Defaults; the server reads MEDIA_MAX_FILE_BYTES and MEDIA_QUOTA_BYTES to change them. */
export const MEDIA_MAX_FILE_BYTES_DEFAULT = 50 * 1024 * 1024;
export const MEDIA_QUOTA_BYTES_DEFAULT = 2 * 1024 * 1024 * 1024;
/** How long a signed URL stays valid. */
export const MEDIA_URL_TTL_SECONDS = 3600;

/** What a file is, from its detected content type (filters of the library). */
export const mediaKinds = ['image', 'video', 'audio', 'document', 'other'] as const;
export type MediaKind = (typeof mediaKinds)[number];
export const mediaKindLabels: Record<MediaKind, string> = {
  image: 'Imagens',
  video: 'Vídeos',
  audio: 'Áudios',
  document: 'Documentos',
  other: 'Outros',
};

/**
 * Renditions of an image: `thumb` is a square crop around the focal point; `w640`… keep the
 * proportions (never enlarged). All WebP. `original` is the stored upload (images
 * re-encoded without metadata).
 */
export const mediaImageWidths = [640, 1280, 1920] as const;
export const mediaVariants = ['original', 'thumb', 'w640', 'w1280', 'w1920'] as const;
export type MediaVariant = (typeof mediaVariants)[number];
export const MEDIA_THUMB_SIZE = 320;

/** The pt-BR texts of the module's refusals (server) and of the web's offers. */
export const mediaMessages = {
  fileNotFound: 'Arquivo não encontrado.',
  folderNotFound: 'Pasta não encontrada.',
  noFile: 'Envie um arquivo no campo "file" (multipart/form-data).',
  notMultipart: 'Envie o arquivo como multipart/form-data.',
  emptyFile: 'O arquivo está vazio.',
  tooLarge: (limit: string) => `O arquivo passa do limite de ${limit} por arquivo.`,
  quota: (limit: string) =>
    `A cota de armazenamento da conta (${limit}) acabou. Exclua arquivos sem uso e tente de novo.`,
  badType:
    'O conteúdo do arquivo não corresponde a um tipo aceito (imagens, PDF, documentos, áudio, vídeo ou texto).',
  badImage: 'Não foi possível ler a imagem. Confira o arquivo e tente de novo.',
  duplicate: (name: string) => `Já existe: ${name}.`,
  inUse: (count: number) =>
    count === 1
      ? 'O arquivo está em uso em 1 lugar. Confirme para excluir mesmo assim.'
      : `O arquivo está em uso em ${count} lugares. Confirme para excluir mesmo assim.`,
  folderNotEmpty: 'A pasta não está vazia. Mova ou exclua o conteúdo antes.',
  folderCycle: 'Uma pasta não pode ficar dentro dela mesma.',
  folderNameTaken: 'Já existe uma pasta com este nome aqui.',
  badSignature: 'Link do arquivo inválido ou expirado. Recarregue a página.',
  badRange: 'O trecho pedido está fora do arquivo.',
} as const;

/** Error codes (the `code` of `{ message, code }`) the web acts on. */
export const mediaErrorCodes = {
  duplicate: 'media.duplicate',
  inUse: 'media.in_use',
  tooLarge: 'media.too_large',
  quota: 'media.quota_exceeded',
  badType: 'media.bad_type',
  folderNotEmpty: 'media.folder_not_empty',
} as const;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(MEDIA_NAME_MAX, `Informe no máximo ${MEDIA_NAME_MAX} caracteres.`);
const textSchema = (label: string) =>
  z
    .string(`Informe ${label}.`)
    .trim()
    .max(MEDIA_TEXT_MAX, `Informe no máximo ${MEDIA_TEXT_MAX} caracteres.`);
/** A focal point coordinate, 0 (left/top) to 1 (right/bottom). */
const focalSchema = z
  .number('Informe um número de 0 a 1.')
  .min(0, 'O ponto focal vai de 0 a 1.')
  .max(1, 'O ponto focal vai de 0 a 1.');
const folderIdSchema = z.uuid(mediaMessages.folderNotFound);

/** One signed (or public) URL per rendition. */
export const mediaUrlsSchema = z.object({
  /** Shown inline only when safe (raster images, PDF, audio, video); else a download. */
  original: z.string(),
  /** The same bytes with `Content-Disposition: attachment`. */
  download: z.string(),
  /** Square WebP preview (images, SVG rasterized); null for other kinds. */
  thumb: z.string().nullable(),
  /** Responsive WebP renditions, narrowest first (`srcset`); empty for non-images. */
  sizes: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type MediaUrls = z.infer<typeof mediaUrlsSchema>;

/** A file as the API and the realtime messages present it. */
export const mediaFileSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  folderId: z.uuid().nullable(),
  name: z.string(),
  mimeType: z.string(),
  kind: z.enum(mediaKinds),
  /** Bytes of the stored original (plus renditions count toward the quota). */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** SHA-256 (hex) of the uploaded bytes: the duplicate check. */
  hash: z.string(),
  alt: z.string(),
  caption: z.string(),
  focalX: z.number(),
  focalY: z.number(),
  /** True while a public page/product uses it: its URLs then need no signature. */
  public: z.boolean(),
  usageCount: z.number().int(),
  urls: mediaUrlsSchema,
  /** When the signed URLs stop working (null: public, they do not expire). */
  urlsExpireAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.uuid().nullable(),
  /** +1 per edit (optimistic concurrency). */
  version: versionSchema,
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const mediaFolderSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** +1 per rename or move (optimistic concurrency). */
  version: versionSchema,
});
export type MediaFolder = z.infer<typeof mediaFolderSchema>;

/** Where a file is used ("Usado em: tarefa TAR-0042"): written by other modules. */
export const mediaUsageSchema = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  /** The module that uses it (`auth`, `flow`, `products`…). */
  module: z.string(),
  /** The record type inside the module (`avatar`, `task`, `page`…). */
  kind: z.string(),
  recordId: z.string(),
  /** What a person reads, e.g. "tarefa TAR-0042", "página Início". */
  label: z.string(),
  /** A public page/product: makes the file public while the usage lasts. */
  public: z.boolean(),
  createdAt: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;
export const mediaUsageListSchema = z.object({ items: z.array(mediaUsageSchema) });
export type MediaUsageList = z.infer<typeof mediaUsageListSchema>;

/** `?cursor=&limit=&folderId=&q=&kind=&unused=`: newest first. */
export const mediaListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(MEDIA_PAGE_MAX, `O limite máximo é ${MEDIA_PAGE_MAX}.`)
    .default(MEDIA_PAGE_DEFAULT),
  /** A folder's files; `root` for those outside every folder; absent: all files. */
  folderId: z.union([z.literal('root'), folderIdSchema]).optional(),
  /** Search in name, alt text and caption. */
  q: z.string().trim().max(MEDIA_NAME_MAX, 'Busca longa demais.').optional(),
  kind: z.enum(mediaKinds, 'Tipo de arquivo inválido.').optional(),
  /** Only files no record uses (the orphans). */
  unused: z
    .enum(['true', 'false'], 'Use true ou false.')
    .transform((v) => v === 'true')
    .optional(),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

export const mediaFilePageSchema = z.object({
  items: z.array(mediaFileSchema),
  nextCursor: z.string().nullable(),
});
export type MediaFilePage = z.infer<typeof mediaFilePageSchema>;

/**
 * The upload's query (the body is multipart/form-data with one part `file`; the optional
 * text parts `alt` and `caption` come before it). `duplicate=keep` stores a second copy
 * of bytes already in the library instead of answering 409.
 */
export const mediaUploadQuerySchema = z.object({
  folderId: folderIdSchema.optional(),
  duplicate: z.enum(['refuse', 'keep'], 'Use refuse ou keep.').default('refuse'),
});
export type MediaUploadQuery = z.input<typeof mediaUploadQuerySchema>;

/** The 409 of an upload whose bytes are already in the library: `existing` is offered for reuse. */
export const mediaDuplicateErrorSchema = z.object({
  message: z.string(),
  code: z.literal(mediaErrorCodes.duplicate),
  existing: mediaFileSchema,
});
export type MediaDuplicateError = z.infer<typeof mediaDuplicateErrorSchema>;

/** Only what is sent changes. `folderId: null` moves the file out of every folder. */
export const updateMediaFileBodySchema = z.strictObject({
  name: nameSchema.optional(),
  alt: textSchema('o texto alternativo').optional(),
  caption: textSchema('a legenda').optional(),
  focalX: focalSchema.optional(),
  focalY: focalSchema.optional(),
  folderId: folderIdSchema.nullable().optional(),
  ...expectedVersion,
});
export type UpdateMediaFileBody = z.input<typeof updateMediaFileBodySchema>;

/** `?force=true` deletes a file still in use (its usages go with it). */
export const deleteMediaFileQuerySchema = z.object({
  force: z
    .enum(['true', 'false'], 'Use true ou false.')
    .transform((v) => v === 'true')
    .default(false),
});
export type DeleteMediaFileQuery = z.input<typeof deleteMediaFileQuerySchema>;

export const createMediaFolderBodySchema = z.strictObject({
  name: nameSchema,
  parentId: folderIdSchema.nullable().optional(),
});
export type CreateMediaFolderBody = z.input<typeof createMediaFolderBodySchema>;

/** Rename and/or move (`parentId: null` moves it to the top). */
export const updateMediaFolderBodySchema = z.strictObject({
  name: nameSchema.optional(),
  parentId: folderIdSchema.nullable().optional(),
  ...expectedVersion,
});
export type UpdateMediaFolderBody = z.input<typeof updateMediaFolderBodySchema>;

export const mediaFolderListSchema = z.object({ items: z.array(mediaFolderSchema) });
export type MediaFolderList = z.infer<typeof mediaFolderListSchema>;

/** The quota bar. */
export const mediaQuotaSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  maxFileBytes: z.number().int(),
  fileCount: z.number().int(),
});
export type MediaQuota = z.infer<typeof mediaQuotaSchema>;

/** Orphan clean-up: deletes the files no record uses, uploaded at least `olderThanDays` ago. */
export const cleanMediaOrphansBodySchema = z.strictObject({
  olderThanDays: z.coerce
    .number('Informe um número de dias.')
    .int('Informe um número inteiro de dias.')
    .min(0, 'Informe 0 dias ou mais.')
    .max(3650, 'Informe no máximo 3650 dias.')
    .default(30),
});
export type CleanMediaOrphansBody = z.input<typeof cleanMediaOrphansBodySchema>;
export const mediaOrphansCleanedSchema = z.object({
  deleted: z.number().int(),
  freedBytes: z.number().int(),
});
export type MediaOrphansCleaned = z.infer<typeof mediaOrphansCleanedSchema>;

/** `/api/public/media/{id}/{variant}?exp=&sig=&download=1` */
export const mediaContentParamsSchema = z.object({
  id: z.uuid(mediaMessages.fileNotFound),
  variant: z.enum(mediaVariants, mediaMessages.fileNotFound),
});
export const mediaContentQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
  download: z.enum(['1', '0']).optional(),
});

/** The pt-BR size of a byte count ("2,4 MB"), for messages and the quota bar. */
export function formatMediaBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit]}`;
}

export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './uploads';

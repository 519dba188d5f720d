import { z } from 'zod';

/**
 * The mind-maps module's records, shared by the server (validation, OpenAPI) and the web
 * (types, form validation). API: `/api/app/mind-space/mind-maps`. The map's tree is not
 * here: it is a Yjs document (`@orbita/contracts/mind-map-doc`) edited through the
 * collaboration layer in room `mind-map:<id>`; this record holds what the list and the
 * gallery show (title, description, node count, a preview of the first two levels).
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const mindMapsEntity = 'mind-maps';

/** The collaboration layer's document kind: room `mind-map:<map id>`. */
export const mindMapCollabKind = 'mind-map';
export const mindMapRoom = (mapId: string) => `${mindMapCollabKind}:${mapId}`;

export const MIND_MAP_TITLE_MAX = 200;
export const MIND_MAP_DESCRIPTION_MAX = 2000;
export const MIND_MAP_SEARCH_MAX = 200;
export const MIND_MAPS_PAGE_DEFAULT = 50;
export const MIND_MAPS_PAGE_MAX = 100;
/** Entries of a preview (root + first two levels), enough for a thumbnail. */
export const MIND_MAP_PREVIEW_MAX = 40;
/** An imported file's text, in characters (the request body is limited a bit above it). */
export const MIND_MAP_IMPORT_MAX = 2_000_000;

/** The templates a map can start from ('blank': only the root). */
export const mindMapTemplateKeys = [
  'blank',
  'brainstorm',
  'swot',
  'project-plan',
  'okrs',
  'study-map',
] as const;
export type MindMapTemplateKey = (typeof mindMapTemplateKeys)[number];

/** Formats a map exports to; import takes every one of them (FreeMind `.mm` too). */
export const mindMapExportFormats = ['json', 'opml', 'markdown', 'freemind'] as const;
export type MindMapExportFormat = (typeof mindMapExportFormats)[number];
export const mindMapImportFormats = mindMapExportFormats;
export type MindMapImportFormat = MindMapExportFormat;

export const mindMapMessages = {
  notFound: 'Mapa não encontrado.',
  templateNotFound: 'Modelo não encontrado.',
  titleRequired: 'Informe o título.',
  titleTooLong: `Informe no máximo ${MIND_MAP_TITLE_MAX} caracteres.`,
  descriptionTooLong: `Informe no máximo ${MIND_MAP_DESCRIPTION_MAX} caracteres.`,
  importTooLarge: 'O arquivo é grande demais (máximo de 2 MB).',
  importEmpty: 'O arquivo está vazio.',
  formatInvalid: 'Escolha um formato: JSON, OPML, Markdown ou FreeMind.',
} as const;

const titleSchema = z
  .string(mindMapMessages.titleRequired)
  .trim()
  .min(1, mindMapMessages.titleRequired)
  .max(MIND_MAP_TITLE_MAX, mindMapMessages.titleTooLong);

const descriptionSchema = z
  .string('Informe a descrição.')
  .trim()
  .max(MIND_MAP_DESCRIPTION_MAX, mindMapMessages.descriptionTooLong);

/**
 * What the gallery draws without opening the document: the root's text and its branches
 * (first level) with their children's texts (second level), at most `MIND_MAP_PREVIEW_MAX`
 * entries in all, in the map's order.
 */
export const mindMapPreviewSchema = z.object({
  root: z.string(),
  branches: z.array(
    z.object({
      text: z.string(),
      color: z.string().nullable(),
      children: z.array(z.string()),
    }),
  ),
});
export type MindMapPreview = z.infer<typeof mindMapPreviewSchema>;

/** A map as every member sees it (also the realtime `data`: nothing per person here). */
export const mindMapRecordSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  templateKey: z.string().nullable(),
  /** ISO instant; null while the map is active. */
  archivedAt: z.string().nullable(),
  nodeCount: z.number().int(),
  preview: mindMapPreviewSchema,
  createdBy: z.uuid().nullable(),
  updatedBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MindMapRecord = z.infer<typeof mindMapRecordSchema>;

/** A map as the API answers the person asking: with their own favourite mark. */
export const mindMapSchema = mindMapRecordSchema.extend({ favourite: z.boolean() });
export type MindMap = z.infer<typeof mindMapSchema>;

const templateKeySchema = z.enum(mindMapTemplateKeys, mindMapMessages.templateNotFound);

/** A new map: blank (only the root, whose text is the title) or from a template. */
export const createMindMapBodySchema = z.strictObject({
  /** Default: the template's title, or "Novo mapa". */
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  templateKey: templateKeySchema.default('blank'),
});
export type CreateMindMapBody = z.input<typeof createMindMapBodySchema>;

/** Only what is sent changes. */
export const updateMindMapBodySchema = z.strictObject({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
});
export type UpdateMindMapBody = z.input<typeof updateMindMapBodySchema>;

/** A copy of a map (its whole document); default title "<title> (cópia)". */
export const duplicateMindMapBodySchema = z.strictObject({ title: titleSchema.optional() });
export type DuplicateMindMapBody = z.input<typeof duplicateMindMapBodySchema>;

/** Which maps the list shows: active ones (default), my favourites (active), archived, all. */
export const mindMapListFilters = ['active', 'favourites', 'archived', 'all'] as const;
export type MindMapListFilter = (typeof mindMapListFilters)[number];

/** `?q=&filter=&cursor=&limit=`: most recently changed first; the cursor comes from `nextCursor`. */
export const mindMapsListQuerySchema = z.object({
  /** Matches title and description, ignoring case and accents ("analise" finds "Análise"). */
  q: z
    .string()
    .trim()
    .max(MIND_MAP_SEARCH_MAX, `Pesquise com no máximo ${MIND_MAP_SEARCH_MAX} caracteres.`)
    .optional(),
  filter: z.enum(mindMapListFilters, 'Filtro inválido.').default('active'),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(MIND_MAPS_PAGE_MAX, `O limite máximo é ${MIND_MAPS_PAGE_MAX}.`)
    .default(MIND_MAPS_PAGE_DEFAULT),
});
export type MindMapsListQuery = z.input<typeof mindMapsListQuerySchema>;

/** One page of maps, most recently changed first; `nextCursor` is null on the last page. */
export const mindMapPageSchema = z.object({
  items: z.array(mindMapSchema),
  nextCursor: z.string().nullable(),
});
export type MindMapPage = z.infer<typeof mindMapPageSchema>;

/** The person's favourite mark after a change. */
export const mindMapFavouriteSchema = z.object({ id: z.uuid(), favourite: z.boolean() });
export type MindMapFavourite = z.infer<typeof mindMapFavouriteSchema>;

/** A template of the gallery: what creating a map from `key` starts with. */
export const mindMapTemplateSchema = z.object({
  key: z.enum(mindMapTemplateKeys),
  title: z.string(),
  description: z.string(),
  nodeCount: z.number().int(),
  preview: mindMapPreviewSchema,
});
export type MindMapTemplate = z.infer<typeof mindMapTemplateSchema>;
export const mindMapTemplatesSchema = z.object({ items: z.array(mindMapTemplateSchema) });
export type MindMapTemplates = z.infer<typeof mindMapTemplatesSchema>;

/** `?format=`: which file the export makes. */
export const mindMapExportQuerySchema = z.object({
  format: z.enum(mindMapExportFormats, mindMapMessages.formatInvalid).default('json'),
});
export type MindMapExportQuery = z.input<typeof mindMapExportQuerySchema>;

/** An exported file: the web saves `content` as `fileName` with `mimeType`. */
export const mindMapExportFileSchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  content: z.string(),
});
export type MindMapExportFile = z.infer<typeof mindMapExportFileSchema>;

/**
 * An uploaded file's text, made into a NEW map. Untrusted: at most `MIND_MAP_IMPORT_MAX`
 * characters, the map limits (`MAP_LIMITS`: nodes, depth, text lengths) apply, and XML with
 * a DOCTYPE or entities is refused.
 */
export const importMindMapBodySchema = z.strictObject({
  format: z.enum(mindMapImportFormats, mindMapMessages.formatInvalid),
  content: z
    .string('Envie o conteúdo do arquivo.')
    .min(1, mindMapMessages.importEmpty)
    .max(MIND_MAP_IMPORT_MAX, mindMapMessages.importTooLarge),
  /** Default: the file's own title (its root). */
  title: titleSchema.optional(),
});
export type ImportMindMapBody = z.input<typeof importMindMapBodySchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';
export * from './work';
export * from './history';

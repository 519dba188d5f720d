import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';

/**
 * The codex module (knowledge bases), shared by the server (validation, OpenAPI) and the web
 * (types, forms). API under `/api/app/codex`; screens `/codex/codices` and `/codex/codex/:id?`.
 *
 * A codex holds a tree of entries (parentId, ordered among siblings by `position`, a
 * fractional-indexing key the server computes from the `index` a move names). An entry's body
 * is TipTap JSON in the codex schema (`@orbita/contracts/codex/rich-text`: Orbita's rich text
 * plus the `entryLink` node, attrs `{ entryId, title }`), edited live through the collaboration
 * layer (room `codexEntryRoom(id)`). After each burst of edits the server sanitizes it to that
 * schema, stores it with its plain text and search vector (what the entry, search, backlinks
 * and export read), rebuilds its links to other entries of the same codex and keeps a revision
 * per editing session (a new one after CODEX_REVISION_EVERY_MS or another person's edit).
 * A body sent over REST (PATCH, restore) is applied to the live document, never beside it.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const codexEntity = 'codex';

/**
 * The collaboration layer's document kind: an entry's body is edited live in room
 * `codex-entry:<entry id>`, Y.XmlFragment CODEX_BODY_FIELD (TipTap's Collaboration `field`).
 */
export const codexEntryCollabKind = 'codex-entry';
export const codexEntryRoom = (id: string) => `${codexEntryCollabKind}:${id}`;
export const CODEX_BODY_FIELD = 'body';

export const CODEX_NAME_MAX = 200;
export const CODEX_DESCRIPTION_MAX = 2000;
export const CODEX_ICON_MAX = 32;
export const CODEX_PAGE_DEFAULT = 50;
export const CODEX_PAGE_MAX = 100;
export const CODEX_ENTRY_TITLE_MAX = 200;
/** Entries of one codex (the tree is answered whole with the codex). */
export const CODEX_ENTRIES_MAX = 2000;
/** Levels of the tree: a root entry is at depth 1. */
export const CODEX_DEPTH_MAX = 8;
/** A body as JSON text, at most (also the route's body limit, with margin). */
export const CODEX_BODY_BYTES_MAX = 512 * 1024;
/** Links an entry body may hold (distinct targets). */
export const CODEX_LINKS_MAX = 500;
/** Revisions kept per entry (the oldest go first). */
export const CODEX_REVISIONS_KEPT = 100;
/** Live edits of one person fold into their latest revision for this long, then a new one starts. */
export const CODEX_REVISION_EVERY_MS = 5 * 60_000;
export const CODEX_SEARCH_MAX = 200;
export const CODEX_SEARCH_PAGE = 20;
export const CODEX_SEARCH_OFFSET_MAX = 200;
/** Markdown import: one request at most this many bytes, files, and uncompressed bytes. */
export const CODEX_IMPORT_BYTES_MAX = 5 * 1024 * 1024;
export const CODEX_IMPORT_FILES_MAX = 500;
export const CODEX_IMPORT_UNCOMPRESSED_MAX = 20 * 1024 * 1024;

/** Opening and closing tags of a search excerpt's matches (the only HTML an excerpt holds). */
export const CODEX_MARK_OPEN = '<mark>';
export const CODEX_MARK_CLOSE = '</mark>';

export const codexMessages = {
  codexNotFound: 'Códex não encontrado.',
  entryNotFound: 'Entrada não encontrada.',
  revisionNotFound: 'Revisão não encontrada.',
  nameRequired: 'Informe o nome.',
  nameTooLong: `Informe no máximo ${CODEX_NAME_MAX} caracteres.`,
  descriptionTooLong: `Informe no máximo ${CODEX_DESCRIPTION_MAX} caracteres.`,
  iconTooLong: `Informe no máximo ${CODEX_ICON_MAX} caracteres.`,
  titleRequired: 'Informe o título.',
  titleTooLong: `Informe no máximo ${CODEX_ENTRY_TITLE_MAX} caracteres.`,
  bodyInvalid: 'O conteúdo da entrada é inválido.',
  bodyTooLarge: `O conteúdo da entrada passa de ${CODEX_BODY_BYTES_MAX / 1024} KB.`,
  linksTooMany: `Uma entrada pode ter no máximo ${CODEX_LINKS_MAX} links.`,
  parentNotFound: 'A entrada-mãe não existe neste códex.',
  moveIntoItself: 'Uma entrada não pode ficar dentro dela mesma nem de uma de suas subentradas.',
  tooDeep: `A árvore do códex tem no máximo ${CODEX_DEPTH_MAX} níveis.`,
  tooManyEntries: `Um códex tem no máximo ${CODEX_ENTRIES_MAX} entradas.`,
  indexInvalid: 'Posição inválida.',
  searchRequired: 'Informe o que procurar.',
  searchTooLong: `Informe no máximo ${CODEX_SEARCH_MAX} caracteres.`,
  importEmpty: 'Envie um arquivo .zip ou um ou mais arquivos .md.',
  importType: 'Envie só arquivos .zip ou .md.',
  importTooLarge: `A importação passa de ${CODEX_IMPORT_BYTES_MAX / 1024 / 1024} MB.`,
  importTooManyFiles: `A importação tem mais de ${CODEX_IMPORT_FILES_MAX} arquivos.`,
  importUncompressedTooLarge: `O conteúdo descompactado passa de ${CODEX_IMPORT_UNCOMPRESSED_MAX / 1024 / 1024} MB.`,
  importZipInvalid: 'O arquivo .zip está corrompido ou não pôde ser lido.',
  importTextInvalid: 'Os arquivos .md precisam estar em UTF-8.',
} as const;

const nameSchema = z
  .string(codexMessages.nameRequired)
  .trim()
  .min(1, codexMessages.nameRequired)
  .max(CODEX_NAME_MAX, codexMessages.nameTooLong);
const descriptionSchema = z
  .string()
  .trim()
  .max(CODEX_DESCRIPTION_MAX, codexMessages.descriptionTooLong);
/** An emoji or an icon name chosen on the web (free text, shown as text). */
const iconSchema = z.string().trim().max(CODEX_ICON_MAX, codexMessages.iconTooLong).nullable();
const titleSchema = z
  .string(codexMessages.titleRequired)
  .trim()
  .min(1, codexMessages.titleRequired)
  .max(CODEX_ENTRY_TITLE_MAX, codexMessages.titleTooLong);

/**
 * A TipTap JSON document (`{ type: 'doc', content: [...] }`) in the codex schema. Checked
 * here only for shape; the server prunes it to the schema (unknown nodes, marks and unsafe
 * links dropped) and refuses it over CODEX_BODY_BYTES_MAX.
 */
export interface CodexBodyNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: CodexBodyNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}
export const codexBodySchema: z.ZodType<CodexBodyNode> = z.looseObject({
  type: z.literal('doc', codexMessages.bodyInvalid),
  content: z.array(z.any()).max(20_000, codexMessages.bodyTooLarge).optional(),
}) as unknown as z.ZodType<CodexBodyNode>;

/** A codex as the API and realtime present it. */
export const codexSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  entryCount: z.number().int(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Codex = z.infer<typeof codexSchema>;

/** An entry without its body: a node of the tree. */
export const codexEntrySummarySchema = z.object({
  id: z.uuid(),
  codexId: z.uuid(),
  parentId: z.uuid().nullable(),
  /** Orders siblings (compare as strings, plain `<`: fractional-indexing keys). */
  position: z.string(),
  title: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type CodexEntrySummary = z.infer<typeof codexEntrySummarySchema>;

/** A codex with its whole tree (flat; siblings in `position` order, parents before children). */
export const codexDetailSchema = codexSchema.extend({
  entries: z.array(codexEntrySummarySchema),
});
export type CodexDetail = z.infer<typeof codexDetailSchema>;

export const codexEntryRefSchema = z.object({ id: z.uuid(), title: z.string() });
export type CodexEntryRef = z.infer<typeof codexEntryRefSchema>;

/** One entry with its body, the entries it links to and the ones linking to it. */
export const codexEntrySchema = codexEntrySummarySchema.extend({
  body: codexBodySchema,
  createdAt: z.string(),
  createdBy: z.uuid().nullable(),
  updatedBy: z.uuid().nullable(),
  /** Entries of the same codex this body links to (by id: a rename keeps them). */
  links: z.array(codexEntryRefSchema),
  /** Entries of the same codex whose bodies link here, by title. */
  backlinks: z.array(codexEntryRefSchema),
});
export type CodexEntry = z.infer<typeof codexEntrySchema>;

export const createCodexBodySchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.optional(),
  icon: iconSchema.optional(),
});
export type CreateCodexBody = z.input<typeof createCodexBodySchema>;

/** Only what is sent changes; `version` as everywhere (409 with `current` when stale). */
export const updateCodexBodySchema = z.strictObject({
  ...expectedVersion,
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  icon: iconSchema.optional(),
});
export type UpdateCodexBody = z.input<typeof updateCodexBodySchema>;

/** `?cursor=&limit=`: the workspace's codices, newest first (keyset on `nextCursor`). */
export const codexListQuerySchema = z.object({
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(CODEX_PAGE_MAX, `O limite máximo é ${CODEX_PAGE_MAX}.`)
    .default(CODEX_PAGE_DEFAULT),
});
export type CodexListQuery = z.input<typeof codexListQuerySchema>;

export const codexPageSchema = z.object({
  items: z.array(codexSchema),
  nextCursor: z.string().nullable(),
});
export type CodexPage = z.infer<typeof codexPageSchema>;

const indexSchema = z
  .number(codexMessages.indexInvalid)
  .int(codexMessages.indexInvalid)
  .min(0, codexMessages.indexInvalid)
  .max(CODEX_ENTRIES_MAX, codexMessages.indexInvalid);

/** A new entry: under `parentId` (null/absent: at the root), at `index` among its siblings (absent: last). */
export const createCodexEntryBodySchema = z.strictObject({
  title: titleSchema,
  parentId: z.uuid(codexMessages.parentNotFound).nullable().optional(),
  index: indexSchema.optional(),
  body: codexBodySchema.optional(),
});
export type CreateCodexEntryBody = z.input<typeof createCodexEntryBodySchema>;

/**
 * `PATCH …/entries/{entryId}`: a new title (versioned: a stale `version` is a 409) and/or a
 * whole body. The web editor sends only titles (it edits the body live); a body sent here
 * (scripts, integrations) is stored and applied to the live document, so every open editor
 * converges on it. Each save that changes them keeps a revision.
 */
export const updateCodexEntryBodySchema = z.strictObject({
  ...expectedVersion,
  title: titleSchema.optional(),
  body: codexBodySchema.optional(),
});
export type UpdateCodexEntryBody = z.input<typeof updateCodexEntryBodySchema>;

/**
 * `POST …/entries/{entryId}/move`: under `parentId` (null: the root), at `index` among the
 * new siblings as they are WITHOUT the moved entry (dnd-kit's over-index). Under itself or a
 * descendant: 422 `moveIntoItself`; deeper than CODEX_DEPTH_MAX: 422 `tooDeep`.
 */
export const moveCodexEntryBodySchema = z.strictObject({
  ...expectedVersion,
  parentId: z.uuid(codexMessages.parentNotFound).nullable(),
  index: indexSchema,
});
export type MoveCodexEntryBody = z.input<typeof moveCodexEntryBodySchema>;

/** A revision (a save of the title/body): who, when, size. */
export const codexRevisionSummarySchema = z.object({
  id: z.uuid(),
  entryId: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  /** Characters of the plain text. */
  size: z.number().int(),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CodexRevisionSummary = z.infer<typeof codexRevisionSummarySchema>;

export const codexRevisionListSchema = z.object({ items: z.array(codexRevisionSummarySchema) });
export type CodexRevisionList = z.infer<typeof codexRevisionListSchema>;

export const codexRevisionSchema = codexRevisionSummarySchema.extend({ body: codexBodySchema });
export type CodexRevision = z.infer<typeof codexRevisionSchema>;

/** `POST …/revisions/{revisionId}/restore`: the entry's title and body become the revision's (a new save). */
export const restoreCodexRevisionBodySchema = z.strictObject({ ...expectedVersion });
export type RestoreCodexRevisionBody = z.input<typeof restoreCodexRevisionBodySchema>;

/**
 * `GET /api/app/codex/busca?q=&codexId=&offset=`: full text in Portuguese (accents and
 * plurals folded: "acao" finds "ação"), the title outranking the body; `q` in web-search
 * syntax ("frase exata", -palavra, ou). Pages of CODEX_SEARCH_PAGE.
 */
export const codexSearchQuerySchema = z.object({
  // An empty query finds nothing (an empty page, not a 400): a search box being cleared is
  // not an error, and a read with no parameters answers like every other read.
  q: z
    .string(codexMessages.searchRequired)
    .trim()
    .max(CODEX_SEARCH_MAX, codexMessages.searchTooLong)
    .default(''),
  codexId: z.uuid(codexMessages.codexNotFound).optional(),
  offset: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(0, 'Informe um número inteiro.')
    .max(CODEX_SEARCH_OFFSET_MAX, `O deslocamento máximo é ${CODEX_SEARCH_OFFSET_MAX}.`)
    .default(0),
});
export type CodexSearchQuery = z.input<typeof codexSearchQuerySchema>;

export const codexSearchHitSchema = z.object({
  entryId: z.uuid(),
  codexId: z.uuid(),
  codexName: z.string(),
  title: z.string(),
  /**
   * Text around the matches, HTML-escaped, the matches inside `<mark>`…`</mark>` (the only
   * tags it holds): render it as HTML only through a component that allows just `mark`.
   */
  excerpt: z.string(),
  rank: z.number(),
});
export type CodexSearchHit = z.infer<typeof codexSearchHitSchema>;

export const codexSearchPageSchema = z.object({
  items: z.array(codexSearchHitSchema),
  /** Offset of the next page, null on the last. */
  nextOffset: z.number().int().nullable(),
});
export type CodexSearchPage = z.infer<typeof codexSearchPageSchema>;

/** `POST /codices/{id}/import` (multipart, field `files`, one .zip or .md files): what was created. */
export const codexImportResultSchema = z.object({
  created: z.number().int(),
  entries: z.array(codexEntrySummarySchema),
});
export type CodexImportResult = z.infer<typeof codexImportResultSchema>;

export * from './events';
export * from './realtime';
export * from './endpoints';

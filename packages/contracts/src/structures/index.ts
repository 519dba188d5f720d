import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { structureKindSchema, structureSnapshotSchema } from './snapshots';

/**
 * Structures (templates, `/fabrica/estruturas`, `/fabrica/estrutura/{id}`): a list, process,
 * mind map, page, codex or game saved as a reusable structure, with versions, instantiated
 * in one click in this or another workspace of the person. A pt-BR starter gallery (no
 * workspace, shipped in code, read-only) is listed with the workspace's own.
 * API: `/api/app/fabrica/estruturas`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const structuresEntity = 'structures';

export const STRUCTURE_NAME_MAX = 200;
export const STRUCTURE_DESCRIPTION_MAX = 2000;
export const STRUCTURE_NOTE_MAX = 500;
export const STRUCTURE_ICON_MAX = 40;
export const STRUCTURES_PAGE_DEFAULT = 50;
export const STRUCTURES_PAGE_MAX = 100;
/** A structure's detail lists its newest versions, at most this many (`versionCount` says how many exist). */
export const STRUCTURE_VERSIONS_SHOWN = 50;

export const structureMessages = {
  notFound: 'Estrutura não encontrada.',
  versionNotFound: 'Versão não encontrada.',
  sourceNotFound: 'Registro de origem não encontrado.',
  sourceGone:
    'O registro de origem não existe mais: não é possível criar uma nova versão a partir dele.',
  galleryReadOnly: 'As estruturas da galeria não podem ser alteradas. Crie uma a partir delas.',
  gallerySource: 'As estruturas da galeria não têm registro de origem.',
  tooLarge: 'O registro é grande demais para virar uma estrutura (máximo de 512 KB).',
  invalidSnapshot: 'A estrutura guardada não é válida para este tipo de registro.',
  kindUnavailable: 'Este tipo de estrutura ainda não pode ser criado.',
  targetNotFound: 'Conta não encontrada.',
  targetForbidden: 'Seu papel nessa conta não permite criar registros.',
} as const;

const nameSchema = z
  .string('Informe o nome.')
  .trim()
  .min(1, 'Informe o nome.')
  .max(STRUCTURE_NAME_MAX, `Informe no máximo ${STRUCTURE_NAME_MAX} caracteres.`);
const descriptionSchema = z
  .string('Informe a descrição.')
  .trim()
  .max(STRUCTURE_DESCRIPTION_MAX, `Informe no máximo ${STRUCTURE_DESCRIPTION_MAX} caracteres.`);
const noteSchema = z
  .string('Informe a nota.')
  .trim()
  .max(STRUCTURE_NOTE_MAX, `Informe no máximo ${STRUCTURE_NOTE_MAX} caracteres.`);
const iconSchema = z
  .string('Informe o ícone.')
  .trim()
  .min(1, 'Informe o ícone.')
  .max(STRUCTURE_ICON_MAX, `Informe no máximo ${STRUCTURE_ICON_MAX} caracteres.`);

/** The record a structure was saved from (`exists` false once it was deleted: no new version then). */
export const structureSourceSchema = z.object({
  kind: structureKindSchema,
  id: z.uuid(),
  /** Its web page (`/flow/lista/{id}`…). */
  path: z.string(),
  exists: z.boolean(),
});
export type StructureSource = z.infer<typeof structureSourceSchema>;

/** A structure as lists and realtime messages present it. */
export const structureSchema = z.object({
  id: z.uuid(),
  /** Null for the starter gallery's (shipped with Orbita, read-only). */
  workspaceId: z.uuid().nullable(),
  gallery: z.boolean(),
  kind: structureKindSchema,
  name: z.string(),
  description: z.string(),
  /** An icon name of the web client's icon set. */
  icon: z.string(),
  source: structureSourceSchema.nullable(),
  currentVersion: z.number().int(),
  /** What the current version holds, in words ("5 etapas, 2 com limite"). */
  summary: z.string(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Structure = z.infer<typeof structureSchema>;

/** One saved version (without its snapshot: `GET …/versoes/{number}` has it). */
export const structureVersionSummarySchema = z.object({
  number: z.number().int(),
  note: z.string(),
  summary: z.string(),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type StructureVersionSummary = z.infer<typeof structureVersionSummarySchema>;

/** One version with what it holds. */
export const structureVersionSchema = structureVersionSummarySchema.extend({
  snapshot: structureSnapshotSchema,
});
export type StructureVersion = z.infer<typeof structureVersionSchema>;

/** A structure with its newest versions (newest first) and its current version's content. */
export const structureDetailSchema = structureSchema.extend({
  versions: z.array(structureVersionSummarySchema),
  versionCount: z.number().int(),
  snapshot: structureSnapshotSchema,
});
export type StructureDetail = z.infer<typeof structureDetailSchema>;

/** Save a record (`kind` + `recordId`, of the current workspace) as a new structure: version 1. */
export const createStructureBodySchema = z.strictObject({
  kind: structureKindSchema,
  recordId: z.uuid('Registro de origem não encontrado.'),
  name: nameSchema,
  description: descriptionSchema.optional(),
  icon: iconSchema.optional(),
  note: noteSchema.optional(),
});
export type CreateStructureBody = z.input<typeof createStructureBodySchema>;

/** "Nova versão": the source record as it is now becomes the next version (and the current one). */
export const createStructureVersionBodySchema = z.strictObject({
  note: noteSchema.optional(),
  ...expectedVersion,
});
export type CreateStructureVersionBody = z.input<typeof createStructureVersionBodySchema>;

/** Only what is sent changes; `version` (optional) refuses a stale edit with 409 and the current structure. */
export const updateStructureBodySchema = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  icon: iconSchema.optional(),
  /** Which version instantiating uses by default (an existing number). */
  currentVersion: z.number().int().min(1).max(2_147_483_647).optional(),
  ...expectedVersion,
});
export type UpdateStructureBody = z.input<typeof updateStructureBodySchema>;

/**
 * Create a record from the structure: `versionNumber` (default the current one), into
 * `workspaceId` (default the current workspace; any workspace where the person may create),
 * named `name` (default the structure's name).
 */
export const instantiateStructureBodySchema = z.strictObject({
  versionNumber: z.number().int().min(1).max(2_147_483_647).optional(),
  workspaceId: z.uuid('Conta não encontrada.').optional(),
  name: nameSchema.optional(),
});
export type InstantiateStructureBody = z.input<typeof instantiateStructureBodySchema>;

/** The record made: open it at `path` (in `workspaceId`, which may not be the current one). */
export const instantiatedStructureSchema = z.object({
  kind: structureKindSchema,
  id: z.uuid(),
  name: z.string(),
  path: z.string(),
  workspaceId: z.uuid(),
  versionNumber: z.number().int(),
});
export type InstantiatedStructure = z.infer<typeof instantiatedStructureSchema>;

/** `?kind=&cursor=&limit=`: the workspace's own, newest first. */
export const structuresListQuerySchema = z.object({
  kind: structureKindSchema.optional(),
  cursor: z.string().max(500, 'Cursor inválido.').optional(),
  limit: z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'O limite mínimo é 1.')
    .max(STRUCTURES_PAGE_MAX, `O limite máximo é ${STRUCTURES_PAGE_MAX}.`)
    .default(STRUCTURES_PAGE_DEFAULT),
});
export type StructuresListQuery = z.input<typeof structuresListQuerySchema>;

/**
 * The gallery (all of it, filtered by kind; a fixed handful) and one page of the
 * workspace's own structures, newest first; `nextCursor` is null on the last page.
 */
export const structurePageSchema = z.object({
  gallery: z.array(structureSchema),
  items: z.array(structureSchema),
  nextCursor: z.string().nullable(),
});
export type StructurePage = z.infer<typeof structurePageSchema>;

export const structureVersionParamsSchema = z.object({
  id: z.uuid(structureMessages.notFound),
  number: z.coerce
    .number(structureMessages.versionNotFound)
    .int(structureMessages.versionNotFound)
    .min(1, structureMessages.versionNotFound)
    .max(2_147_483_647, structureMessages.versionNotFound),
});

export * from './snapshots';
export * from './events';
export * from './realtime';
export * from './endpoints';

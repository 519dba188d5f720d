import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import {
  locatableKinds,
  recordRefSchema,
  resolvedRecordSchema,
  type RecordRef,
} from '../workspaces/locate';
import { NEXO_LABEL_MAX, NEXOS_QUERY_MAX } from './entity';

/**
 * Nexos: links between any two records of a workspace (a task and a person, a page and a
 * product…), by (kind, id) of THE record registry (workspaces/locate.ts). One link per
 * unordered pair, with an optional label; no link to itself. When either record is deleted
 * the link goes with it, in the same transaction (database triggers: nothing ever dangles).
 * API: `/api/app/nexos`.
 */

const kindSchema = z.enum(locatableKinds, { error: 'Tipo de registro desconhecido.' });

/** An optional label: trimmed, empty = none. */
const labelSchema = z
  .string('Informe o rótulo como texto.')
  .trim()
  .max(NEXO_LABEL_MAX, `Informe no máximo ${NEXO_LABEL_MAX} caracteres.`)
  .nullable()
  .transform((v) => (v ? v : null));

/** `/{tipo}/{id}`: the record whose links are asked. */
export const nexoRecordParamsSchema = z.object({
  tipo: kindSchema,
  id: z.uuid({ error: 'Registro não encontrado.' }),
});
export type NexoRecordParams = z.input<typeof nexoRecordParamsSchema>;

/** One link as seen from one of its ends: the other end, resolved. */
export const nexoLinkSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  label: z.string().nullable(),
  other: resolvedRecordSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NexoLink = z.infer<typeof nexoLinkSchema>;

/** A record and its links (both directions), the newest first. */
export const nexoLinksSchema = z.object({
  record: resolvedRecordSchema,
  links: z.array(nexoLinkSchema),
});
export type NexoLinks = z.infer<typeof nexoLinksSchema>;

export const createNexoBodySchema = z.strictObject({
  from: recordRefSchema,
  to: recordRefSchema,
  label: labelSchema.optional(),
});
export type CreateNexoBody = z.input<typeof createNexoBodySchema>;

/** `from`: the end the answer is seen from (the page the person is on). */
export const updateNexoBodySchema = z.strictObject({
  label: labelSchema,
  from: recordRefSchema.optional(),
  ...expectedVersion,
});
export type UpdateNexoBody = z.input<typeof updateNexoBodySchema>;

/** `?tipo=&q=`: records by title (of one kind, or of every kind), for "Adicionar nexo". */
export const nexoSearchQuerySchema = z.object({
  tipo: kindSchema.optional(),
  q: z
    .string()
    .trim()
    .max(NEXOS_QUERY_MAX, `Informe no máximo ${NEXOS_QUERY_MAX} caracteres.`)
    .default(''),
});
export type NexoSearchQuery = z.input<typeof nexoSearchQuerySchema>;

export const nexoSearchSchema = z.object({ items: z.array(resolvedRecordSchema) });
export type NexoSearch = z.infer<typeof nexoSearchSchema>;

/** The neighbourhood of a record: nodes keyed `kind:id`, edges between them. */
export const nexoGraphSchema = z.object({
  root: z.string(),
  nodes: z.array(
    resolvedRecordSchema.extend({ key: z.string(), depth: z.number().int().min(0).max(2) }),
  ),
  edges: z.array(
    z.object({
      id: z.uuid(),
      source: z.string(),
      target: z.string(),
      label: z.string().nullable(),
    }),
  ),
  /** More links existed than the graph shows (bounded at NEXOS_GRAPH_NODES_MAX nodes). */
  truncated: z.boolean(),
});
export type NexoGraph = z.infer<typeof nexoGraphSchema>;

/** The `kind:id` key of a record (graph nodes, React keys). */
export const recordKey = (ref: RecordRef) => `${ref.kind}:${ref.id}`;

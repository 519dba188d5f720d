import { z } from 'zod';
import { codeSequenceInputSchema } from '../flow/lists';
import { expectedVersion, versionSchema } from '../platform/concurrency';

/**
 * Sequences (`/fabrica/sequencias`): every code sequence of a workspace on one screen — each
 * list's task codes, the inbox's items, products' codes and the store's order numbers. Each
 * module owns its sequence (its manifest entry's `sequences`); this is only how they are
 * shown and edited together. API: `/api/app/fabrica/sequencias`.
 */

/** The realtime entity: what the server publishes, and what the web's query keys start with. */
export const sequencesEntity = 'sequences';

/** Lists shown at most (the rest answer `truncated`: a workspace rarely has this many). */
export const SEQUENCES_LISTS_MAX = 200;
/** The highest next number (codes stay in PostgreSQL's integer). */
export const SEQUENCE_NUMBER_MAX = 999_999_999;

export const sequenceKinds = ['lista', 'coleta-de-ideias', 'produtos', 'pedidos'] as const;
export type SequenceKind = (typeof sequenceKinds)[number];

/** A sequence's id: `lista-<uuid>` for a list, else its kind (one per workspace). */
export const SEQUENCE_ID_MAX = 60;

/** One code sequence as the API presents it. */
export const sequenceSchema = z.object({
  id: z.string(),
  kind: z.enum(sequenceKinds),
  /** "Compras" (a list's name), "Coleta de ideias", "Produtos", "Pedidos". */
  name: z.string(),
  prefix: z.string(),
  width: z.number().int(),
  suffix: z.string(),
  /** The number the next record gets. */
  nextNumber: z.number().int(),
  /** The highest number already used (or taken by an existing code of the same format): the next must be greater. */
  lastUsed: z.number().int(),
  /** The next record's code: `TAR-0042`. */
  preview: z.string(),
  /** How many records carry a code of this sequence now. */
  records: z.number().int(),
  /** The web screen where the sequence is used (the list, the inbox, products, orders). */
  path: z.string(),
  /** Which parts this module lets change (the next number always may, upward). */
  editable: z.object({ prefix: z.boolean(), width: z.boolean(), suffix: z.boolean() }),
  version: versionSchema,
});
export type Sequence = z.infer<typeof sequenceSchema>;

/** Every sequence of the workspace; `truncated` when there were more lists than shown. */
export const sequencePageSchema = z.object({
  items: z.array(sequenceSchema),
  truncated: z.boolean(),
});
export type SequencePage = z.infer<typeof sequencePageSchema>;

/** The parts are validated like a list's (`codeSequenceInputSchema` of flow). */
const parts = codeSequenceInputSchema.shape;

/** Only what is sent changes. */
export const updateSequenceBodySchema = z.strictObject({
  prefix: parts.prefix.optional(),
  width: parts.width.optional(),
  suffix: parts.suffix.removeDefault().optional(),
  nextNumber: z
    .number('Informe o próximo número.')
    .int('Informe um número inteiro.')
    .min(1, 'O próximo número precisa ser pelo menos 1.')
    .max(SEQUENCE_NUMBER_MAX, `O próximo número pode ser no máximo ${SEQUENCE_NUMBER_MAX}.`)
    .optional(),
  ...expectedVersion,
});
export type UpdateSequenceBody = z.input<typeof updateSequenceBodySchema>;

export const sequenceMessages = {
  notFound: 'Sequência não encontrada.',
  notEditable: 'Esta parte do código é fixa nesta sequência.',
  nextTooLow: (lastUsed: number) =>
    `O próximo número precisa ser maior que ${lastUsed}, o último usado.`,
};

/** `TAR` + 42 + width 4 + `X` → `TAR-0042-X` (the same format as flow's `formatCode`). */
export { formatCode as formatSequenceCode } from '../flow/lists';

export * from './events';
export * from './realtime';
export * from './endpoints';

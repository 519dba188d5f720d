import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { csvOf, instantSchema, pageOf, pageQuerySchema, tagSchema, tagsSchema } from './common';
import { itemStageSchema, prioritySchema, sizeSchema, type ItemStage } from './vocabulary';

/**
 * The GTD inbox (`/flow/coleta-ideias`, `/flow/workplace`): items are captured
 * (`collected`), triaged (`separated`), and processed into tasks, cards, someday, reference
 * (`archived`) or trash (`canceled`).
 */

export const ITEM_CONTENT_MAX = 2000;
/** Urgent: due within this many hours (overdue included). */
export const URGENT_WITHIN_HOURS = 24;
/** The weekly review is due when the inbox was never empty of collected items for this long. */
export const REVIEW_AFTER_DAYS = 7;
export const BULK_MAX = 200;

const contentSchema = z
  .string()
  .trim()
  .min(1, 'Escreva o item.')
  .max(ITEM_CONTENT_MAX, `O item pode ter no máximo ${ITEM_CONTENT_MAX} caracteres.`);

/**
 * Capture. The server reads quick-add shorthand in `content` (dates, `#tag`, `!alta`, `~G`)
 * unless `parse` is false; fields given explicitly win over what the text says. Orbita's
 * capture screens send their preview's reading with `parse: false`, so a part the person
 * undid there stays text.
 */
export const createItemBodySchema = z.strictObject({
  content: contentSchema,
  parse: z.boolean().default(true),
  dueAt: instantSchema.nullish(),
  priority: prioritySchema.nullish(),
  size: sizeSchema.nullish(),
  tags: tagsSchema.optional(),
  /**
   * Idempotency key chosen by the device (offline capture queues ideas and may send one
   * twice): the same key in the workspace answers the item it first created, no second item.
   */
  clientId: z.uuid().optional(),
});
export type CreateItemBody = z.input<typeof createItemBodySchema>;

/** Organize: change what the item says and its attributes. `null` clears. */
export const updateItemBodySchema = z.strictObject({
  content: contentSchema.optional(),
  dueAt: instantSchema.nullish(),
  priority: prioritySchema.nullish(),
  size: sizeSchema.nullish(),
  tags: tagsSchema.optional(),
  someday: z.boolean().optional(),
  ...expectedVersion,
});
export type UpdateItemBody = z.input<typeof updateItemBodySchema>;

export const itemSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  /** `IN-0001`: per-workspace sequence, never repeated. */
  code: z.string(),
  number: z.number().int(),
  content: z.string(),
  stage: itemStageSchema,
  dueAt: z.string().nullable(),
  priority: prioritySchema.nullable(),
  size: sizeSchema.nullable(),
  tags: z.array(z.string()),
  /** Someday/maybe: kept out of the processing queue until the weekly review. */
  someday: z.boolean(),
  /** Due within 24 hours (or overdue) and still open: shown first, with a badge. */
  urgent: z.boolean(),
  /** What processing made of it. */
  taskId: z.string().nullable(),
  cardId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  stageChangedAt: z.string(),
  processedAt: z.string().nullable(),
  version: versionSchema,
});
export type InboxItem = z.infer<typeof itemSchema>;

export const itemPageSchema = pageOf(itemSchema);
export type InboxItemPage = z.infer<typeof itemPageSchema>;

/**
 * `GET items`: open items (collected and separated) by default. Order: urgent first (by due
 * date), then oldest first — the order GTD processes an inbox in.
 */
export const itemListQuerySchema = pageQuerySchema.extend({
  stage: csvOf(itemStageSchema).optional(),
  urgent: z.enum(['true', 'false'], { error: 'Use true ou false.' }).optional(),
  someday: z.enum(['true', 'false'], { error: 'Use true ou false.' }).optional(),
  /** Items carrying every one of these tags (`a,b`). */
  tags: csvOf(tagSchema).optional(),
  q: z.string().trim().max(200, 'A busca pode ter no máximo 200 caracteres.').optional(),
});
export type ItemListQuery = z.input<typeof itemListQuerySchema>;

export const itemTransitions = ['separate', 'cancel', 'archive', 'restore'] as const;
export type ItemTransition = (typeof itemTransitions)[number];
export const itemTransitionLabels: Record<ItemTransition, string> = {
  separate: 'Separar',
  cancel: 'Cancelar',
  archive: 'Arquivar',
  restore: 'Devolver à caixa de entrada',
};

/** Stages each transition starts from; anything else answers 409. */
export const itemTransitionFrom: Record<ItemTransition, readonly ItemStage[]> = {
  separate: ['collected'],
  cancel: ['collected', 'separated'],
  archive: ['collected', 'separated'],
  restore: ['canceled', 'archived'],
};
export const itemTransitionTo: Record<ItemTransition, ItemStage> = {
  separate: 'separated',
  cancel: 'canceled',
  archive: 'archived',
  restore: 'collected',
};

export const bulkItemsBodySchema = z.strictObject({
  action: z.enum(['separate', 'cancel', 'archive'], { error: 'Ação inválida.' }),
  ids: z
    .array(z.uuid('Item não encontrado.'))
    .min(1, 'Selecione ao menos um item.')
    .max(BULK_MAX, `Selecione no máximo ${BULK_MAX} itens.`)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkItemsBody = z.input<typeof bulkItemsBodySchema>;
export const bulkItemsResultSchema = z.object({ items: z.array(itemSchema) });

const titleOverride = z
  .string()
  .trim()
  .min(1, 'Informe o título.')
  .max(300, 'O título pode ter no máximo 300 caracteres.')
  .optional();
const listId = z.uuid('Lista não encontrada.');

/**
 * Processing one item (the guided flow). Each action is one transaction; every one of them
 * leaves the item processed (`processedAt`):
 * - `do-now`: done in under 2 minutes → a `done` task in `listId`; item archived.
 * - `next-action`: a `todo` task flagged `next` in `listId`; item archived.
 * - `schedule`: a `todo` task due at `dueAt` in `listId`; item archived.
 * - `delegate`: a `todo` task flagged `waiting`, assigned to members; item archived.
 * - `to-process`: a card in a process (first stage unless `stageId`); item archived.
 * - `someday`: item stays separated, flagged someday.
 * - `reference`: item archived. `trash`: item canceled.
 */
export const processItemBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('do-now'), listId, title: titleOverride }),
    z.strictObject({
      action: z.literal('next-action'),
      listId,
      title: titleOverride,
      priority: prioritySchema.optional(),
      size: sizeSchema.optional(),
      dueAt: instantSchema.nullish(),
    }),
    z.strictObject({
      action: z.literal('schedule'),
      listId,
      title: titleOverride,
      dueAt: instantSchema,
    }),
    z.strictObject({
      action: z.literal('delegate'),
      listId,
      title: titleOverride,
      assigneeIds: z
        .array(z.uuid('Responsável não encontrado.'))
        .min(1, 'Escolha para quem delegar.')
        .max(20, 'Escolha no máximo 20 pessoas.'),
      dueAt: instantSchema.nullish(),
    }),
    z.strictObject({
      action: z.literal('to-process'),
      processId: z.uuid('Processo não encontrado.'),
      stageId: z.uuid('Etapa não encontrada.').optional(),
      title: titleOverride,
    }),
    z.strictObject({ action: z.literal('someday') }),
    z.strictObject({ action: z.literal('reference') }),
    z.strictObject({ action: z.literal('trash') }),
  ],
  { error: 'Escolha uma ação válida.' },
);
export type ProcessItemBody = z.input<typeof processItemBodySchema>;
export type ProcessAction = ProcessItemBody['action'];
export const processActionLabels: Record<ProcessAction, string> = {
  'do-now': 'Fazer agora',
  'next-action': 'Próxima ação',
  schedule: 'Agendar',
  delegate: 'Delegar',
  'to-process': 'Enviar para um processo',
  someday: 'Algum dia',
  reference: 'Referência',
  trash: 'Lixo',
};

export const inboxSummarySchema = z.object({
  counts: z.record(itemStageSchema, z.number().int()),
  /** Open items due within 24 hours (overdue included). */
  urgent: z.number().int(),
  someday: z.number().int(),
  /**
   * True when, at every instant of the last 7 days (168 hours up to now), at least one item
   * was in stage `collected`: the inbox never reached zero in a week.
   */
  reviewDue: z.boolean(),
  /** The oldest item still collected (when the inbox was last seen empty is at most this). */
  oldestCollectedAt: z.string().nullable(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;

import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { colorSchema, instantSchema, pageOf, pageQuerySchema, placementSchema } from './common';
import { customFieldSchema } from './lists';
import { cardAttachmentSchema, cardChecklistItemSchema } from './card-parts';
import { processTemplateKeys } from './templates';
import { prioritySchema } from './vocabulary';

/** Processes (`/flow/processos`, `/flow/processo/{id}`): stages with WIP limits, cards moving through them. */

export const PROCESS_NAME_MAX = 120;
export const STAGES_MAX = 30;
export const WIP_LIMIT_MAX = 10_000;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Informe o nome.')
  .max(PROCESS_NAME_MAX, `O nome pode ter no máximo ${PROCESS_NAME_MAX} caracteres.`);
const descriptionSchema = z.string().max(5000, 'A descrição pode ter no máximo 5000 caracteres.');
const wipLimitSchema = z
  .number('Informe um número.')
  .int('Informe um número inteiro.')
  .min(1, 'O limite deve ser de pelo menos 1 cartão.')
  .max(WIP_LIMIT_MAX, `O limite pode ser no máximo ${WIP_LIMIT_MAX}.`)
  .nullable();

export const stageInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Informe o nome da etapa.')
    .max(60, 'O nome da etapa pode ter no máximo 60 caracteres.'),
  color: colorSchema.default('#90a4ae'),
  /** Most cards the stage may hold; null = no limit. */
  wipLimit: wipLimitSchema.default(null),
});
export type StageInput = z.input<typeof stageInputSchema>;

/** From a template (`templateKey`: its stages, and its name unless given) or with the given stages. */
export const createProcessBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    description: descriptionSchema.default(''),
    templateKey: z.enum(processTemplateKeys, { error: 'Modelo não encontrado.' }).optional(),
    stages: z
      .array(stageInputSchema)
      .min(1, 'Crie ao menos uma etapa.')
      .max(STAGES_MAX, `Use no máximo ${STAGES_MAX} etapas.`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.templateKey && !value.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Informe o nome.' });
    if (value.templateKey && value.stages)
      ctx.addIssue({
        code: 'custom',
        path: ['stages'],
        message: 'Use um modelo ou informe as etapas, não os dois.',
      });
  });
export type CreateProcessBody = z.input<typeof createProcessBodySchema>;

export const PROCESS_FIELDS_MAX = 20;
/** The process's numeric card fields (key + name), as a list's; keys unique. */
export const processFieldsSchema = z
  .array(customFieldSchema)
  .max(PROCESS_FIELDS_MAX, `Use no máximo ${PROCESS_FIELDS_MAX} campos.`)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'key'],
          message: `A chave "${f.key}" já está em uso.`,
        });
      seen.add(f.key);
    });
  });

export const updateProcessBodySchema = z.strictObject({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  /** Removing a field keeps the cards' values out of sight (they come back with the key). */
  fields: processFieldsSchema.optional(),
  ...expectedVersion,
});

/** `version`: the PROCESS's, as for a move (see `moveStageBodySchema`): adding changes the order. */
export const createStageBodySchema = stageInputSchema.extend({
  ...placementSchema.shape,
  ...expectedVersion,
});
export const updateStageBodySchema = z.strictObject({
  name: stageInputSchema.shape.name.optional(),
  color: colorSchema.optional(),
  wipLimit: wipLimitSchema.optional(),
  ...expectedVersion,
});
/**
 * `version` is the PROCESS's (the board the person dragged on): every change of the stage
 * order (add, move, delete) bumps it, so two people reordering at once do not interleave
 * their moves into an order nobody chose — the second gets 409 with the current process.
 */
export const moveStageBodySchema = placementSchema.extend(expectedVersion);
export type MoveStageBody = z.input<typeof moveStageBodySchema>;
/** Deleting a stage changes the order too: `?version=` is the process's (stale: 409). */
export const deleteStageQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'Versão inválida.' })
    .int('Versão inválida.')
    .min(1, 'Versão inválida.')
    .max(2_147_483_647, 'Versão inválida.')
    .optional(),
});
export type DeleteStageQuery = z.input<typeof deleteStageQuerySchema>;

export const stageSchema = z.object({
  id: z.string(),
  processId: z.string(),
  name: z.string(),
  color: z.string(),
  wipLimit: z.number().int().nullable(),
  rank: z.string(),
  cardCount: z.number().int(),
  version: versionSchema,
});
export type ProcessStage = z.infer<typeof stageSchema>;

export const processSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  description: z.string(),
  /** In board order. */
  stages: z.array(stageSchema),
  cardCount: z.number().int(),
  /** Numeric fields every card of the process may fill. */
  fields: z.array(customFieldSchema),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Process = z.infer<typeof processSchema>;
export const processesSchema = z.object({ items: z.array(processSchema) });

// ---------------------------------------------------------------- cards

const cardTitleSchema = z
  .string()
  .trim()
  .min(1, 'Informe o título do cartão.')
  .max(300, 'O título pode ter no máximo 300 caracteres.');

export const createCardBodySchema = placementSchema.extend({
  title: cardTitleSchema,
  description: descriptionSchema.default(''),
  /** Defaults to the first stage. */
  stageId: z.uuid('Etapa não encontrada.').optional(),
});
export type CreateCardBody = z.input<typeof createCardBodySchema>;
/** Values of the process's numeric fields by key; `null` clears one. */
const cardFieldValuesSchema = z.record(
  z.string().max(40, 'Campo desconhecido.'),
  z.number('Informe um número.').refine(Number.isFinite, 'Informe um número.').nullable(),
);
export const updateCardBodySchema = z.strictObject({
  title: cardTitleSchema.optional(),
  description: descriptionSchema.optional(),
  /** One responsible member (null: nobody); must be a member of the workspace. */
  assigneeId: z.uuid('Responsável não encontrado.').nullable().optional(),
  dueAt: instantSchema.nullable().optional(),
  priority: prioritySchema.optional(),
  fieldValues: cardFieldValuesSchema.optional(),
  ...expectedVersion,
});
export type UpdateCardBody = z.input<typeof updateCardBodySchema>;
/** Into `stageId` between the neighbours; entering a full stage (WIP limit) answers 409. */
export const moveCardBodySchema = placementSchema.extend({
  stageId: z.uuid('Etapa não encontrada.'),
});
export type MoveCardBody = z.input<typeof moveCardBodySchema>;

export const cardSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  processId: z.string(),
  stageId: z.string(),
  title: z.string(),
  description: z.string(),
  rank: z.string(),
  enteredStageAt: z.string(),
  assigneeId: z.string().nullable(),
  dueAt: z.string().nullable(),
  priority: prioritySchema,
  fieldValues: z.record(z.string(), z.number()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type ProcessCard = z.infer<typeof cardSchema>;

/** One stay of a card in a stage; the open one (`leftAt` null) counts up to now. */
export const stageVisitSchema = z.object({
  stageId: z.string(),
  stageName: z.string(),
  enteredAt: z.string(),
  leftAt: z.string().nullable(),
  durationMs: z.number().int(),
});
export type StageVisit = z.infer<typeof stageVisitSchema>;

export const cardDetailSchema = cardSchema.extend({
  history: z.array(stageVisitSchema),
  /** Total time spent in each stage (ms) over every visit, by stage id. */
  timeInStageMs: z.record(z.string(), z.number().int()),
  checklistItems: z.array(cardChecklistItemSchema),
  attachments: z.array(cardAttachmentSchema),
});
export type ProcessCardDetail = z.infer<typeof cardDetailSchema>;

export const cardPageSchema = pageOf(cardSchema);
/** `GET processes/:id/cards`: one stage's cards in order, or all of them by stage then order. */
export const cardListQuerySchema = pageQuerySchema.extend({
  stageId: z.uuid('Etapa não encontrada.').optional(),
});

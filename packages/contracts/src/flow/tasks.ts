import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import {
  csvOf,
  instantSchema,
  pageOf,
  pageQuerySchema,
  placementSchema,
  tagSchema,
  tagsSchema,
} from './common';
import { prioritySchema, sizeSchema, taskStatusSchema } from './vocabulary';

/** Tasks of a list: every field of PRODUCT.md §3, kanban order, checklist and comments. */

export const TASK_TITLE_MAX = 300;
export const TASK_DESCRIPTION_MAX = 20_000;
export const CHECKLIST_TEXT_MAX = 500;
export const COMMENT_BODY_MAX = 5000;
export const TASK_ASSIGNEES_MAX = 20;

const titleSchema = z
  .string()
  .trim()
  .min(1, 'Informe o título da tarefa.')
  .max(TASK_TITLE_MAX, `O título pode ter no máximo ${TASK_TITLE_MAX} caracteres.`);
const descriptionSchema = z
  .string()
  .max(TASK_DESCRIPTION_MAX, `A descrição pode ter no máximo ${TASK_DESCRIPTION_MAX} caracteres.`);
const assigneeIdsSchema = z
  .array(z.uuid('Responsável não encontrado.'))
  .max(TASK_ASSIGNEES_MAX, `Escolha no máximo ${TASK_ASSIGNEES_MAX} responsáveis.`)
  .transform((ids) => [...new Set(ids)]);
/** Values of the list's numeric fields by key; `null` clears one. */
const fieldValuesSchema = z.record(
  z.string().max(40, 'Campo desconhecido.'),
  z.number('Informe um número.').refine(Number.isFinite, 'Informe um número.').nullable(),
);
const checklistTextSchema = z
  .string()
  .trim()
  .min(1, 'Escreva o item.')
  .max(CHECKLIST_TEXT_MAX, `O item pode ter no máximo ${CHECKLIST_TEXT_MAX} caracteres.`);

export const createTaskBodySchema = z.strictObject({
  title: titleSchema,
  description: descriptionSchema.default(''),
  status: taskStatusSchema.exclude(['archived']).default('todo'),
  priority: prioritySchema.default('normal'),
  size: sizeSchema.nullish(),
  tags: tagsSchema.default([]),
  dueAt: instantSchema.nullish(),
  assigneeIds: assigneeIdsSchema.default([]),
  fieldValues: fieldValuesSchema.default({}),
  next: z.boolean().default(false),
  waiting: z.boolean().default(false),
  /** Checklist items to start with, in order. */
  checklist: z.array(checklistTextSchema).max(100, 'Use no máximo 100 itens.').default([]),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/**
 * Any subset. A `status` change must be allowed (taskStatusTransitions; else 409) and puts
 * the task last in its new column. `fieldValues` merges into the current values.
 */
export const updateTaskBodySchema = z.strictObject({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  status: taskStatusSchema.optional(),
  priority: prioritySchema.optional(),
  size: sizeSchema.nullish(),
  tags: tagsSchema.optional(),
  dueAt: instantSchema.nullish(),
  assigneeIds: assigneeIdsSchema.optional(),
  fieldValues: fieldValuesSchema.optional(),
  next: z.boolean().optional(),
  waiting: z.boolean().optional(),
  ...expectedVersion,
});
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

/** Drag and drop: the column (status) and the neighbours in it; writes only this task. */
export const moveTaskBodySchema = placementSchema.extend({ status: taskStatusSchema });
export type MoveTaskBody = z.input<typeof moveTaskBodySchema>;

export const assigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Assignee = z.infer<typeof assigneeSchema>;

export const checklistItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  done: z.boolean(),
  rank: z.string(),
  version: versionSchema,
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const taskSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  listId: z.string(),
  /** `TAR-0042-X` from the list's sequence; never repeated. */
  code: z.string(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: taskStatusSchema,
  priority: prioritySchema,
  size: sizeSchema.nullable(),
  tags: z.array(z.string()),
  dueAt: z.string().nullable(),
  next: z.boolean(),
  waiting: z.boolean(),
  /** Fractional ordering key inside the status column (compare as plain strings, not locale). */
  rank: z.string(),
  assignees: z.array(assigneeSchema),
  checklist: z.object({ done: z.number().int(), total: z.number().int() }),
  commentCount: z.number().int(),
  fieldValues: z.record(z.string(), z.number()),
  /** Each formula of the list for this task; null while a field it uses has no value. */
  formulaValues: z.record(z.string(), z.number().nullable()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  version: versionSchema,
});
export type Task = z.infer<typeof taskSchema>;

export const taskDetailSchema = taskSchema.extend({ checklistItems: z.array(checklistItemSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const taskPageSchema = pageOf(taskSchema);
export type TaskPage = z.infer<typeof taskPageSchema>;

export const taskSorts = ['order', 'due', 'priority', 'code', 'created'] as const;
export const taskSortLabels: Record<(typeof taskSorts)[number], string> = {
  order: 'Ordem',
  due: 'Prazo',
  priority: 'Prioridade',
  code: 'Código',
  created: 'Criação',
};

/** Filters shared by the page and the totals. */
export const taskFilterQuerySchema = z.object({
  status: csvOf(taskStatusSchema).optional(),
  priority: csvOf(prioritySchema).optional(),
  /** Tasks carrying every one of these tags. */
  tag: csvOf(tagSchema).optional(),
  /** A member's user id: tasks assigned to them. */
  assignee: z.uuid('Responsável não encontrado.').optional(),
  next: z.enum(['true', 'false'], { error: 'Use true ou false.' }).optional(),
  waiting: z.enum(['true', 'false'], { error: 'Use true ou false.' }).optional(),
  /** Text in the title or the code. */
  q: z.string().trim().max(200, 'A busca pode ter no máximo 200 caracteres.').optional(),
});

/**
 * `GET lists/:id/tasks`. `order` sorts by column (status) then position in it — the kanban
 * order; `due` puts tasks without a due date last; `priority` is most critical first.
 */
export const taskListQuerySchema = pageQuerySchema.extend({
  ...taskFilterQuerySchema.shape,
  sort: z.enum(taskSorts, { error: 'Ordenação inválida.' }).default('order'),
  dir: z.enum(['asc', 'desc'], { error: 'Use asc ou desc.' }).default('asc'),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** Per status column: how many tasks, and sums of each field and formula (values present only). */
export const taskTotalsSchema = z.object({
  columns: z.array(
    z.object({
      status: taskStatusSchema,
      count: z.number().int(),
      fields: z.record(z.string(), z.number()),
      formulas: z.record(z.string(), z.number()),
    }),
  ),
  all: z.object({
    count: z.number().int(),
    fields: z.record(z.string(), z.number()),
    formulas: z.record(z.string(), z.number()),
  }),
});
export type TaskTotals = z.infer<typeof taskTotalsSchema>;

// ---------------------------------------------------------------- checklist

export const createChecklistItemBodySchema = z.strictObject({ text: checklistTextSchema });
export const updateChecklistItemBodySchema = z.strictObject({
  text: checklistTextSchema.optional(),
  done: z.boolean().optional(),
  ...expectedVersion,
});
/**
 * `version`: the moved item's (a move bumps it, like an edit): a move made on an item that
 * changed since it was shown answers 409 with the item as it is now.
 */
export const moveChecklistItemBodySchema = placementSchema.extend(expectedVersion);

// ---------------------------------------------------------------- comments

const commentBodySchema = z
  .string()
  .trim()
  .min(1, 'Escreva o comentário.')
  .max(COMMENT_BODY_MAX, `O comentário pode ter no máximo ${COMMENT_BODY_MAX} caracteres.`);
export const commentBodyInputSchema = z.strictObject({ body: commentBodySchema });
/** An edit of one's comment: from two tabs or devices, a stale `version` answers 409. */
export const editCommentBodySchema = commentBodyInputSchema.extend(expectedVersion);
export type EditCommentBody = z.input<typeof editCommentBodySchema>;

export const commentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  version: versionSchema,
});
export type TaskComment = z.infer<typeof commentSchema>;
export const commentPageSchema = pageOf(commentSchema);
export const commentListQuerySchema = pageQuerySchema;

import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';

/**
 * Activity history of tasks and process cards (`GET …/tasks/{id}/history`,
 * `…/cards/{id}/history`): who changed what, when, newest first. Values are kept as they
 * were at the time (stage and people by name), so a later rename does not rewrite the past.
 */
export const historyEntityTypes = ['task', 'card'] as const;
export type HistoryEntityType = (typeof historyEntityTypes)[number];

export const historyKinds = [
  'created',
  'changed',
  'moved',
  'checklist-added',
  'comment-added',
  'deleted',
  'restored',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

/**
 * Fields a `changed` entry names. A custom field is `field:<key>` with its label in `label`.
 * `status` (tasks) and `stage` (cards) changes read as moves.
 */
export type HistoryField =
  | 'title'
  | 'description'
  | 'status'
  | 'stage'
  | 'priority'
  | 'dueAt'
  | 'assignees'
  | `field:${string}`;

export const historyValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.null(),
]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

/** One field's before and after, as an update event carries it (`flow.task.updated.changes`). */
export interface FieldChange {
  field: HistoryField;
  /** A custom field's label. */
  label?: string;
  from: HistoryValue;
  to: HistoryValue;
}

export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** Null when the person left Orbita (or an agent acted). */
  actorName: z.string().nullable(),
  kind: z.enum(historyKinds),
  field: z.string().nullable(),
  /** A custom field's label, the checklist item's text or the comment's beginning. */
  label: z.string().nullable(),
  from: historyValueSchema,
  to: historyValueSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = pageOf(historyEntrySchema);
export type HistoryPage = z.infer<typeof historyPageSchema>;
export const historyQuerySchema = pageQuerySchema;

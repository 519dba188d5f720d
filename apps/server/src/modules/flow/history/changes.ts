import type { FieldChange, HistoryField, HistoryValue } from '@orbita/contracts';

/** The fields of a task or card row the history follows, as stored. */
export interface TrackedFields {
  title?: string;
  description?: string;
  status?: string;
  stageId?: string;
  priority?: string | null;
  dueAt?: Date | null;
  /** A card's one assignee, compared as the `assignees` field. */
  assigneeId?: string | null;
  fieldValues?: Record<string, number | null | undefined>;
}

const same = (a: HistoryValue, b: HistoryValue) => JSON.stringify(a) === JSON.stringify(b);
const instant = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Each tracked field whose value differs between `before` and `after` (rows of the same
 * record around one edit), with both values; `assignees` compares the two id lists as sets.
 * Pure: the emitter calls it with what it already holds, the history subscriber turns ids
 * into names.
 */
export function recordChanges(
  before: TrackedFields,
  after: TrackedFields,
  assignees?: { before: readonly string[]; after: readonly string[] },
): FieldChange[] {
  const changes: FieldChange[] = [];
  const push = (field: HistoryField, from: HistoryValue, to: HistoryValue, label?: string) => {
    if (!same(from, to)) changes.push(label ? { field, label, from, to } : { field, from, to });
  };
  const scalar = ['title', 'description', 'status', 'priority'] as const;
  for (const field of scalar)
    if (field in after && after[field] !== undefined)
      push(field, before[field] ?? null, after[field] ?? null);
  if ('dueAt' in after && after.dueAt !== undefined)
    push('dueAt', instant(before.dueAt), instant(after.dueAt));
  if (after.fieldValues) {
    const old = before.fieldValues ?? {};
    for (const key of new Set([...Object.keys(old), ...Object.keys(after.fieldValues)]))
      push(`field:${key}`, old[key] ?? null, after.fieldValues[key] ?? null);
  }
  if ('assigneeId' in after && after.assigneeId !== undefined)
    push(
      'assignees',
      before.assigneeId ? [before.assigneeId] : [],
      after.assigneeId ? [after.assigneeId] : [],
    );
  if (assignees) {
    const from = [...assignees.before].sort();
    const to = [...new Set(assignees.after)].sort();
    push('assignees', from, to);
  }
  return changes;
}

import type { HistoryEntityType, HistoryPage } from '@orbita/contracts';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { users } from '../../../platform/identity/schema';
import { inWorkspace } from '../../../platform/scope';
import { visibleCardWhere } from '../processes/card-parts';
import { cardNotFound } from '../processes/cards';
import { flowCards } from '../processes/schema';
import type { Member } from '../shared/actor';
import { flowTasks } from '../tasks/schema';
import { taskNotFound, visibleTaskWhere } from '../tasks/service';
import { flowTaskTrash } from '../trash/schema';
import { inTrash } from '../trash/scope';
import { flowActivity } from './schema';

/**
 * A task (live or in the trash) or a card of the member's workspace that no restricted hub
 * narrows away from them (its list's or process's); anything else is 404.
 */
async function assertEntity(q: Queryable, member: Member, type: HistoryEntityType, id: string) {
  if (type === 'card') {
    const [row] = await q
      .select({ id: flowCards.id })
      .from(flowCards)
      .where(visibleCardWhere(member, eq(flowCards.id, id)));
    if (!row) throw AppError.notFound(cardNotFound);
    return;
  }
  const [live] = await q
    .select({ id: flowTasks.id })
    .from(flowTasks)
    .where(visibleTaskWhere(member, eq(flowTasks.id, id)));
  if (live) return;
  const [trashed] = await q
    .select({ id: flowTaskTrash.taskId })
    .from(flowTaskTrash)
    .where(inTrash(member, eq(flowTaskTrash.taskId, id)));
  if (!trashed) throw AppError.notFound(taskNotFound);
}

/** A task's or card's history, newest first, in keyset pages. */
export async function listHistory(
  q: Queryable,
  member: Member,
  type: HistoryEntityType,
  id: string,
  page: { cursor?: string; limit: number },
): Promise<HistoryPage> {
  await assertEntity(q, member, type, id);
  const after = page.cursor ? decodeCursor(page.cursor, ['instant', 'uuid']) : null;
  const at = after ? new Date(String(after[0])) : null;
  const rows = await q
    .select({ entry: flowActivity, actorName: users.name })
    .from(flowActivity)
    .leftJoin(users, eq(users.id, flowActivity.actorId))
    .where(
      inWorkspace(
        flowActivity,
        member,
        eq(flowActivity.entityType, type),
        eq(flowActivity.entityId, id),
        at && after
          ? or(
              lt(flowActivity.createdAt, at),
              and(eq(flowActivity.createdAt, at), lt(flowActivity.id, String(after[1]))),
            )
          : undefined,
      ),
    )
    .orderBy(desc(flowActivity.createdAt), desc(flowActivity.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ entry, actorName }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actorId: entry.actorId,
      actorName,
      kind: entry.kind as HistoryPage['items'][number]['kind'],
      field: entry.field,
      label: entry.label,
      from: entry.fromValue ?? null,
      to: entry.toValue ?? null,
    })),
    nextCursor:
      rows.length > page.limit && last
        ? encodeCursor([last.entry.createdAt.toISOString(), last.entry.id])
        : null,
  };
}

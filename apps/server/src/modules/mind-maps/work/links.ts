import {
  goneStatus,
  mindMapWorkMessages as messages,
  type NodeLink,
  type TaskMapLink,
} from '@orbita/contracts/mind-maps';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../../platform/scope';
import { inboxItemBadges, taskBadges } from '../../flow';
import { mindMaps } from '../schema';
import { mapNotFound } from '../service';
import { linkOf } from './convert';
import { mindMapNodeLinks } from './schema';

type Scope = Pick<MemberContext, 'workspaceId'>;

/**
 * `GET …/{id}/links`: every node of the map that became work, with that work's state now
 * (the node's badge). An inbox item processed into a task answers that task (kind `task`).
 * A task or item deleted since answers `gone`, named by the code and title it had. Two reads
 * of flow, whatever the number of links.
 */
export async function mapLinks(q: Queryable, scope: Scope, mapId: string): Promise<NodeLink[]> {
  await findInWorkspace(q, mindMaps, scope, mapId, mapNotFound);
  const rows = await q
    .select()
    .from(mindMapNodeLinks)
    .where(inWorkspace(mindMapNodeLinks, scope, eq(mindMapNodeLinks.mapId, mapId)))
    .orderBy(asc(mindMapNodeLinks.createdAt), asc(mindMapNodeLinks.id));
  const idsOf = (kind: NodeLink['kind']) =>
    rows.filter((r) => r.kind === kind).map((r) => r.recordId);
  const items = await inboxItemBadges(q, scope, idsOf('inbox'));
  // An inbox item processed into a task: the node's badge follows that task from then on.
  const processedInto = items.flatMap((i) => (i.taskId ? [i.taskId] : []));
  const tasks = await taskBadges(q, scope, [...idsOf('task'), ...processedInto]);
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const itemById = new Map(items.map((i) => [i.id, i]));
  const taskLink = (nodeId: string, taskId: string | null | undefined) => {
    const task = taskId ? taskById.get(taskId) : undefined;
    return task
      ? linkOf(nodeId, 'task', task.id, task.code, task.title, task.status, task.listId)
      : null;
  };
  return rows.map((row) => {
    if (row.kind === 'task') {
      const link = taskLink(row.nodeId, row.recordId);
      if (link) return link;
    } else {
      const item = itemById.get(row.recordId);
      const link = taskLink(row.nodeId, item?.taskId);
      if (link) return link;
      if (item)
        return linkOf(row.nodeId, 'inbox', item.id, item.code, item.content, item.stage, null);
    }
    return {
      nodeId: row.nodeId,
      kind: row.kind,
      recordId: row.recordId,
      code: row.code,
      title: row.title,
      status: null,
      ...goneStatus,
      gone: true,
      listId: null,
    };
  });
}

/** `GET …/task-links/{taskId}`: the map node a task came from (404 when none in this workspace). */
export async function taskMapLink(
  q: Queryable,
  scope: Scope,
  taskId: string,
): Promise<TaskMapLink> {
  const [row] = await q
    .select({
      mapId: mindMapNodeLinks.mapId,
      mapTitle: mindMaps.title,
      nodeId: mindMapNodeLinks.nodeId,
    })
    .from(mindMapNodeLinks)
    .innerJoin(mindMaps, eq(mindMaps.id, mindMapNodeLinks.mapId))
    .where(
      inWorkspace(
        mindMapNodeLinks,
        scope,
        and(eq(mindMapNodeLinks.kind, 'task'), eq(mindMapNodeLinks.recordId, taskId)),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound(messages.linkNotFound);
  return row;
}

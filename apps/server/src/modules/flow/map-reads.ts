import type { ItemStage, TaskStatus } from '@orbita/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { flowItems } from './inbox/schema';
import { flowLists } from './lists/schema';
import { listNotFound } from './lists/service';
import { flowTasks } from './tasks/schema';

/**
 * Flow's reads for mind maps: the tasks and inbox items nodes were turned into (a node's
 * badge), and a list's tasks in board order (a list opened as a map). Every read is scoped
 * to the member's workspace; an id of another one is simply not found.
 */
type Scope = Pick<MemberContext, 'workspaceId'>;

export interface TaskBadge {
  id: string;
  listId: string;
  code: string;
  title: string;
  status: TaskStatus;
}

export interface InboxItemBadge {
  id: string;
  code: string;
  content: string;
  stage: ItemStage;
  /** The task the item was processed into, if any (its badge then follows the task). */
  taskId: string | null;
}

/** What a map node's badge shows of a task (one shape for the badges and the board). */
const taskBadgeColumns = {
  id: flowTasks.id,
  listId: flowTasks.listId,
  code: flowTasks.code,
  title: flowTasks.title,
  status: flowTasks.status,
};

export async function taskBadges(q: Queryable, scope: Scope, ids: string[]): Promise<TaskBadge[]> {
  if (ids.length === 0) return [];
  return q
    .select(taskBadgeColumns)
    .from(flowTasks)
    .where(inWorkspace(flowTasks, scope, inArray(flowTasks.id, ids)));
}

export async function inboxItemBadges(
  q: Queryable,
  scope: Scope,
  ids: string[],
): Promise<InboxItemBadge[]> {
  if (ids.length === 0) return [];
  return q
    .select({
      id: flowItems.id,
      code: flowItems.code,
      content: flowItems.content,
      stage: flowItems.stage,
      taskId: flowItems.taskId,
    })
    .from(flowItems)
    .where(inWorkspace(flowItems, scope, inArray(flowItems.id, ids)));
}

/**
 * A list (404 when not the workspace's) and up to `limit` of its tasks in board order:
 * by status column, then position in the column. `truncated` says more tasks exist.
 */
export async function boardTasks(
  q: Queryable,
  scope: Scope,
  listId: string,
  limit: number,
): Promise<{ list: { id: string; name: string }; tasks: TaskBadge[]; truncated: boolean }> {
  const list = await findInWorkspace(q, flowLists, scope, listId, listNotFound);
  const rows = await q
    .select(taskBadgeColumns)
    .from(flowTasks)
    .where(inWorkspace(flowTasks, scope, eq(flowTasks.listId, listId)))
    .orderBy(asc(flowTasks.statusRank), asc(flowTasks.rank))
    .limit(limit + 1);
  return {
    list: { id: list.id, name: list.name },
    tasks: rows.slice(0, limit),
    truncated: rows.length > limit,
  };
}

import { taskStatuses, taskStatusLabels, type TaskStatus } from '@orbita/contracts';
import { ROOT_ID } from '@orbita/contracts/mind-map-doc';
import { MIND_MAP_LIST_TASKS_MAX, type ListMap } from '@orbita/contracts/mind-maps';
import type { Queryable } from '../../../platform/db/client';
import type { MemberContext } from '../../../platform/scope';
import { boardTasks } from '../../flow';

type Scope = Pick<MemberContext, 'workspaceId'>;

/** Folded like the board folds them by default: finished work stays out of the way. */
const foldedStatuses: readonly TaskStatus[] = ['canceled', 'archived'];

const blank = {
  note: '',
  color: null,
  icon: null,
  link: null,
  side: null,
} as const;

/**
 * `GET …/from-list/{listId}`: a list as a read-only map. Root: the list's name; its children:
 * the statuses in board order (every column, even an empty one, so the shape is the board's);
 * under each, its tasks in column order, each naming its task so the node opens it.
 */
export async function listAsMap(q: Queryable, scope: Scope, listId: string): Promise<ListMap> {
  const { list, tasks, truncated } = await boardTasks(q, scope, listId, MIND_MAP_LIST_TASKS_MAX);
  const statusNodes = taskStatuses.map((status) => {
    const id = `status:${status}`;
    return {
      ...blank,
      id,
      parentId: ROOT_ID,
      depth: 1,
      text: taskStatusLabels[status],
      collapsed: foldedStatuses.includes(status),
      taskId: null,
      taskCode: null,
      children: tasks
        .filter((task) => task.status === status)
        .map((task) => ({
          ...blank,
          id: task.id,
          parentId: id,
          depth: 2,
          text: task.title,
          collapsed: false,
          taskId: task.id,
          taskCode: task.code,
          children: [] as never[],
        })),
    };
  });
  return {
    listId: list.id,
    readonly: true,
    truncated,
    root: {
      ...blank,
      id: ROOT_ID,
      parentId: null,
      depth: 0,
      text: list.name,
      collapsed: false,
      taskId: null,
      taskCode: null,
      children: statusNodes,
    },
  };
}

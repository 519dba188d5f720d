import {
  flowEndpoints as flow,
  type CreateTaskBody,
  type EditCommentBody,
  type MoveTaskBody,
  type Priority,
  type TaskStatus,
  type UpdateTaskBody,
} from '@orbita/contracts/flow';
import { callApi } from '../../../platform/http';

/** The filter bar's state; the same filters go to the page and the totals. */
export interface TaskFilters {
  status?: TaskStatus[];
  priority?: Priority[];
  tag?: string;
  assignee?: string;
  q?: string;
}

export type TaskSort = 'order' | 'due' | 'priority' | 'code' | 'created';

/** The filters as the query the page and the totals take; empty ones are left out. */
function filterQuery(filters: TaskFilters) {
  return {
    status: filters.status?.length ? filters.status.join(',') : undefined,
    priority: filters.priority?.length ? filters.priority.join(',') : undefined,
    tag: filters.tag || undefined,
    assignee: filters.assignee || undefined,
    q: filters.q?.trim() || undefined,
  };
}

export const tasksApi = {
  page: (
    listId: string,
    filters: TaskFilters,
    opts: { sort?: TaskSort; dir?: 'asc' | 'desc'; cursor?: string; limit?: number },
  ) =>
    callApi(flow.tasks, {
      params: { id: listId },
      query: {
        ...filterQuery(filters),
        sort: opts.sort,
        dir: opts.dir,
        cursor: opts.cursor || undefined,
        limit: opts.limit ?? 100,
      },
    }),
  totals: (listId: string, filters: TaskFilters) =>
    callApi(flow.taskTotals, { params: { id: listId }, query: filterQuery(filters) }),
  detail: (id: string) => callApi(flow.task, { params: { id } }),
  byCode: (code: string) =>
    callApi(flow.taskByCode, { params: { code: code.trim().toUpperCase() } }),
  create: (listId: string, body: CreateTaskBody) =>
    callApi(flow.createTask, { params: { id: listId }, body }),
  update: (id: string, body: UpdateTaskBody) => callApi(flow.updateTask, { params: { id }, body }),
  move: (id: string, body: MoveTaskBody) => callApi(flow.moveTask, { params: { id }, body }),
  remove: (id: string) => callApi(flow.deleteTask, { params: { id } }),
  addChecklist: (id: string, text: string) =>
    callApi(flow.addChecklistItem, { params: { id }, body: { text } }),
  updateChecklist: (
    id: string,
    itemId: string,
    body: { text?: string; done?: boolean; version?: number },
  ) => callApi(flow.updateChecklistItem, { params: { id, itemId }, body }),
  moveChecklist: (
    id: string,
    itemId: string,
    body: { afterId?: string | null; beforeId?: string | null; version?: number },
  ) => callApi(flow.moveChecklistItem, { params: { id, itemId }, body }),
  removeChecklist: (id: string, itemId: string) =>
    callApi(flow.deleteChecklistItem, { params: { id, itemId } }),
  comments: (id: string, cursor?: string) =>
    callApi(flow.comments, { params: { id }, query: { limit: 100, cursor: cursor || undefined } }),
  addComment: (id: string, body: string) =>
    callApi(flow.addComment, { params: { id }, body: { body } }),
  editComment: (id: string, commentId: string, body: EditCommentBody) =>
    callApi(flow.editComment, { params: { id, commentId }, body }),
  removeComment: (id: string, commentId: string) =>
    callApi(flow.deleteComment, { params: { id, commentId } }),
};

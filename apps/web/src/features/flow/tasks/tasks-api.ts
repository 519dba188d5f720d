import type {
  ChecklistItem,
  CreateTaskBody,
  Deleted,
  MoveTaskBody,
  Priority,
  Task,
  TaskComment,
  TaskDetail,
  TaskPage,
  TaskStatus,
  TaskTotals,
  UpdateTaskBody,
} from '@orbita/contracts/flow';
import { http } from '../../../platform/http';

/** The filter bar's state; the same filters go to the page and the totals. */
export interface TaskFilters {
  status?: TaskStatus[];
  priority?: Priority[];
  tag?: string;
  assignee?: string;
  q?: string;
}

export type TaskSort = 'order' | 'due' | 'priority' | 'code' | 'created';

export function filterParams(filters: TaskFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status?.length) params.set('status', filters.status.join(','));
  if (filters.priority?.length) params.set('priority', filters.priority.join(','));
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  return params;
}

const enc = encodeURIComponent;
const task = (id: string, rest = '') => `app/flow/tasks/${enc(id)}${rest}`;

export const tasksApi = {
  page: (
    listId: string,
    filters: TaskFilters,
    opts: { sort?: TaskSort; dir?: 'asc' | 'desc'; cursor?: string; limit?: number },
  ) => {
    const params = filterParams(filters);
    if (opts.sort) params.set('sort', opts.sort);
    if (opts.dir) params.set('dir', opts.dir);
    if (opts.cursor) params.set('cursor', opts.cursor);
    params.set('limit', String(opts.limit ?? 100));
    return http.get<TaskPage>(`app/flow/lists/${enc(listId)}/tasks?${params}`);
  },
  totals: (listId: string, filters: TaskFilters) => {
    const params = filterParams(filters).toString();
    return http.get<TaskTotals>(
      `app/flow/lists/${enc(listId)}/totals${params ? `?${params}` : ''}`,
    );
  },
  detail: (id: string) => http.get<TaskDetail>(task(id)),
  byCode: (code: string) =>
    http.get<TaskDetail>(`app/flow/tasks/by-code/${enc(code.trim().toUpperCase())}`),
  create: (listId: string, body: CreateTaskBody) =>
    http.post<TaskDetail>(`app/flow/lists/${enc(listId)}/tasks`, body),
  update: (id: string, body: UpdateTaskBody) => http.patch<TaskDetail>(task(id), body),
  move: (id: string, body: MoveTaskBody) => http.post<Task>(task(id, '/move'), body),
  remove: (id: string) => http.delete<Deleted>(task(id)),
  addChecklist: (id: string, text: string) =>
    http.post<ChecklistItem>(task(id, '/checklist'), { text }),
  updateChecklist: (id: string, itemId: string, body: { text?: string; done?: boolean }) =>
    http.patch<ChecklistItem>(task(id, `/checklist/${enc(itemId)}`), body),
  moveChecklist: (
    id: string,
    itemId: string,
    body: { afterId?: string | null; beforeId?: string | null },
  ) => http.post<ChecklistItem>(task(id, `/checklist/${enc(itemId)}/move`), body),
  removeChecklist: (id: string, itemId: string) =>
    http.delete<Deleted>(task(id, `/checklist/${enc(itemId)}`)),
  comments: (id: string, cursor?: string) =>
    http.get<{ items: TaskComment[]; nextCursor: string | null }>(
      task(id, `/comments?limit=100${cursor ? `&cursor=${enc(cursor)}` : ''}`),
    ),
  addComment: (id: string, body: string) => http.post<TaskComment>(task(id, '/comments'), { body }),
  editComment: (id: string, commentId: string, body: string) =>
    http.patch<TaskComment>(task(id, `/comments/${enc(commentId)}`), { body }),
  removeComment: (id: string, commentId: string) =>
    http.delete<Deleted>(task(id, `/comments/${enc(commentId)}`)),
};

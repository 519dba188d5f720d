import type {
  BulkItemsBody,
  CreateItemBody,
  InboxItem,
  InboxItemPage,
  InboxSummary,
  Process,
  ProcessItemBody,
  ProcessItemResult,
  TaskList,
  UpdateItemBody,
} from '@orbita/contracts/flow';
import type { Member } from '@orbita/contracts/workspaces';
import { request, type RequestOptions } from '../../../../platform/http';

/** The inbox's calls to `/api/app/flow/...` (and the members it may delegate to). */
export const inboxApi = {
  items: (query: { cursor?: string; limit: number }, options?: RequestOptions) => {
    const params = new URLSearchParams({ limit: String(query.limit) });
    if (query.cursor) params.set('cursor', query.cursor);
    return request<InboxItemPage>('GET', `app/flow/items?${params.toString()}`, undefined, options);
  },
  summary: (options?: RequestOptions) =>
    request<InboxSummary>('GET', 'app/flow/inbox/summary', undefined, options),
  capture: (body: CreateItemBody) => request<InboxItem>('POST', 'app/flow/items', body),
  update: (id: string, body: UpdateItemBody) =>
    request<InboxItem>('PATCH', `app/flow/items/${id}`, body),
  bulk: (body: BulkItemsBody) =>
    request<{ items: InboxItem[] }>('POST', 'app/flow/items/bulk', body),
  process: (id: string, body: ProcessItemBody) =>
    request<ProcessItemResult>('POST', `app/flow/items/${id}/process`, body),
  lists: (options?: RequestOptions) =>
    request<{ items: TaskList[] }>('GET', 'app/flow/lists', undefined, options),
  createList: (name: string) => request<TaskList>('POST', 'app/flow/lists', { name }),
  processes: (options?: RequestOptions) =>
    request<{ items: Process[] }>('GET', 'app/flow/processes', undefined, options),
  members: (workspaceId: string, options?: RequestOptions) =>
    request<Member[]>('GET', `app/conta/contas/${workspaceId}/membros`, undefined, options),
};

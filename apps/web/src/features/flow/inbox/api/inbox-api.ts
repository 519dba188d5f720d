import {
  flowEndpoints as flow,
  type BulkItemsBody,
  type CreateItemBody,
  type ProcessItemBody,
  type UpdateItemBody,
} from '@orbita/contracts/flow';
import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { callApi, type RequestOptions } from '../../../../platform/http';

/** The inbox's calls to `/api/app/flow/...` (and the members it may delegate to). */
export const inboxApi = {
  items: (query: { cursor?: string; limit: number }, options?: RequestOptions) =>
    callApi(flow.items, {
      query: { limit: query.limit, cursor: query.cursor || undefined },
      ...options,
    }),
  summary: (options?: RequestOptions) => callApi(flow.inboxSummary, options),
  capture: (body: CreateItemBody, options?: RequestOptions) =>
    callApi(flow.captureItem, { body, ...options }),
  update: (id: string, body: UpdateItemBody) => callApi(flow.updateItem, { params: { id }, body }),
  bulk: (body: BulkItemsBody) => callApi(flow.bulkItems, { body }),
  process: (id: string, body: ProcessItemBody) =>
    callApi(flow.processItem, { params: { id }, body }),
  lists: (options?: RequestOptions) => callApi(flow.lists, options),
  createList: (name: string) => callApi(flow.createList, { body: { name } }),
  processes: (options?: RequestOptions) => callApi(flow.processes, options),
  members: (workspaceId: string, options?: RequestOptions) =>
    callApi(workspacesEndpoints.members, { params: { workspaceId }, ...options }),
};

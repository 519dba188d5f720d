import {
  hubsEndpoints as endpoints,
  type AddHubItemBody,
  type CreateHubBody,
  type HubItemKind,
  type PutHubMemberBody,
  type UpdateHubBody,
} from '@orbita/contracts/hubs';
import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/fabrica/hubs`, typed by the contracts. */
export const hubsApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  home: (id: string, options?: RequestOptions) =>
    callApi(endpoints.home, { params: { id }, ...options }),
  activity: (id: string, options?: RequestOptions) =>
    callApi(endpoints.activity, { params: { id }, ...options }),
  candidates: (id: string, tipo: HubItemKind, q: string, options?: RequestOptions) =>
    callApi(endpoints.candidates, { params: { id }, query: { tipo, q }, ...options }),
  create: (body: CreateHubBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateHubBody) => callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
  putMember: (id: string, body: PutHubMemberBody) =>
    callApi(endpoints.putMember, { params: { id }, body }),
  removeMember: (id: string, userId: string) =>
    callApi(endpoints.removeMember, { params: { id, userId } }),
  addItem: (id: string, body: AddHubItemBody) =>
    callApi(endpoints.addItem, { params: { id }, body }),
  pinItem: (id: string, itemId: string, pinned: boolean) =>
    callApi(endpoints.pinItem, { params: { id, itemId }, body: { pinned } }),
  removeItem: (id: string, itemId: string) =>
    callApi(endpoints.removeItem, { params: { id, itemId } }),
  orderItems: (id: string, itemIds: string[]) =>
    callApi(endpoints.orderItems, { params: { id }, body: { itemIds } }),
  /** The workspace's people, to add to a hub. */
  workspaceMembers: (workspaceId: string, options?: RequestOptions) =>
    callApi(workspacesEndpoints.members, { params: { workspaceId }, ...options }),
};

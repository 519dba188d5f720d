import {
  hubsEndpoints as endpoints,
  type CreateHubsItemBody,
  type UpdateHubsItemBody,
} from '@orbita/contracts/hubs';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/fabrica/hubs`, typed by the contracts. */
export const hubsApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreateHubsItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateHubsItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

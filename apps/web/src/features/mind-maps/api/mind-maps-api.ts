import {
  mindMapsEndpoints as endpoints,
  type CreateMindMapsItemBody,
  type UpdateMindMapsItemBody,
} from '@orbita/contracts/mind-maps';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/mind-space/mind-maps`, typed by the contracts. */
export const mindMapsApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreateMindMapsItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateMindMapsItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

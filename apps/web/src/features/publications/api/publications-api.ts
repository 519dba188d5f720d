import {
  publicationsEndpoints as endpoints,
  type CreatePublicationsItemBody,
  type UpdatePublicationsItemBody,
} from '@orbita/contracts/publications';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/universo/publications`, typed by the contracts. */
export const publicationsApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreatePublicationsItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdatePublicationsItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

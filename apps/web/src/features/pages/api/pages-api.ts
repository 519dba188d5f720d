import {
  pagesEndpoints as endpoints,
  type CreatePagesItemBody,
  type UpdatePagesItemBody,
} from '@orbita/contracts/pages';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/produto/pages`, typed by the contracts. */
export const pagesApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreatePagesItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdatePagesItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

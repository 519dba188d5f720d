import {
  peopleEndpoints as endpoints,
  type CreatePeopleItemBody,
  type UpdatePeopleItemBody,
} from '@orbita/contracts/people';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/pessoa/people`, typed by the contracts. */
export const peopleApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreatePeopleItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdatePeopleItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

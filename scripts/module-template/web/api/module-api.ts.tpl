import {
  {{camel}}Endpoints as endpoints,
  type Create{{Pascal}}ItemBody,
  type Update{{Pascal}}ItemBody,
} from '@orbita/contracts/{{name}}';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `{{apiBase}}`, typed by the contracts. */
export const {{camel}}Api = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: Create{{Pascal}}ItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: Update{{Pascal}}ItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

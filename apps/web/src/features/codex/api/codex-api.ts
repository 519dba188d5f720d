import {
  codexEndpoints as endpoints,
  type CreateCodexItemBody,
  type UpdateCodexItemBody,
} from '@orbita/contracts/codex';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/codex/codex`, typed by the contracts. */
export const codexApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreateCodexItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateCodexItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

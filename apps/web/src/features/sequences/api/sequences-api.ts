import {
  sequencesEndpoints as endpoints,
  type UpdateSequenceBody,
} from '@orbita/contracts/sequences';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/fabrica/sequencias`, typed by the contracts. */
export const sequencesApi = {
  list: (options?: RequestOptions) => callApi(endpoints.list, { ...options }),
  update: (id: string, body: UpdateSequenceBody) =>
    callApi(endpoints.update, { params: { id }, body }),
};

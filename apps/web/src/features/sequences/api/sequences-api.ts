import { sequencesEndpoints as endpoints } from '@orbita/contracts/sequences';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/fabrica/sequencias`, typed by the contracts (one sequence's edit: platform/sequences). */
export const sequencesApi = {
  list: (options?: RequestOptions) => callApi(endpoints.list, { ...options }),
};

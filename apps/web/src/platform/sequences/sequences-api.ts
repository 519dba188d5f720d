import {
  sequencesEndpoints as endpoints,
  sequencesEntity,
  type UpdateSequenceBody,
} from '@orbita/contracts/sequences';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../http';

/** One sequence of `/api/app/fabrica/sequencias`, for the edit dialog wherever it opens. */
export const sequenceApi = {
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  update: (id: string, body: UpdateSequenceBody) =>
    callApi(endpoints.update, { params: { id }, body }),
};

/** Keys start with the realtime entity (`sequences`): another tab's edit refreshes them. */
export const sequenceQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: [sequencesEntity, 'detail', id] as const,
      queryFn: ({ signal }) => sequenceApi.get(id, { signal }),
    }),
};

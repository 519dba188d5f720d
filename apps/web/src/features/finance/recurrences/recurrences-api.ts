import {
  recurrenceEndpoints as api,
  type CreateRecurrenceBody,
  type OccurrenceLink,
  type OccurrenceScope,
  type UpdateOccurrenceBody,
} from '@orbita/contracts/finance';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

/** Under `finance`: any finance change (realtime or a write here) refreshes the markers. */
export const recurrenceKeys = { all: ['finance', 'recurrences'] as const };

export const recurrencesApi = {
  list: () => callApi(api.recurrences),
  create: (body: CreateRecurrenceBody) => callApi(api.createRecurrence, { body }),
  updateOccurrence: (entryId: string, body: UpdateOccurrenceBody) =>
    callApi(api.updateOccurrence, { params: { id: entryId }, body }),
  deleteOccurrence: (entryId: string, scope: OccurrenceScope) =>
    callApi(api.deleteOccurrence, { params: { id: entryId }, query: { scope } }),
};

/** Which entries are occurrences of a recurring entry: entry id → "3 of 12". */
export function useOccurrenceLinks(): Map<string, OccurrenceLink> {
  const { data } = useQuery({
    queryKey: recurrenceKeys.all,
    queryFn: recurrencesApi.list,
    select: (answer) => new Map(answer.occurrences.map((o) => [o.entryId, o])),
  });
  return data ?? empty;
}
const empty = new Map<string, OccurrenceLink>();

/** The occurrence an entry is, if any. */
export function useOccurrence(entryId: string | undefined): OccurrenceLink | undefined {
  const links = useOccurrenceLinks();
  return entryId ? links.get(entryId) : undefined;
}

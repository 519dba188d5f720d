import type { Sequence, SequencePage } from '@orbita/contracts/sequences';
import type { QueryClient } from '@tanstack/react-query';
import { sequencesQueries } from './queries';

/**
 * Writes the server's answer (or a 409's current sequence) into the list, so this tab
 * refetches nothing; the other tabs refresh from the realtime event.
 */
export function writeSequence(client: QueryClient, sequence: Sequence): void {
  client.setQueryData<SequencePage>(
    sequencesQueries.list().queryKey,
    (page) =>
      page && {
        ...page,
        items: page.items.map((s) => (s.id === sequence.id ? sequence : s)),
      },
  );
}

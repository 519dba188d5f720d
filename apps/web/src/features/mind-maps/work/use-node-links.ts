import { flowEntities } from '@orbita/contracts/flow';
import type { NodeLink } from '@orbita/contracts/mind-maps';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { onEntityEvent } from '../../../platform/realtime';
import { mindMapsQueries } from '../api/queries';

/** Where a node's badge leads: the task in its list's drawer, or the inbox for an item. */
export function linkPath(link: NodeLink): string | null {
  if (link.gone) return null;
  if (link.kind === 'task')
    return link.listId ? `/flow/lista/${link.listId}?tarefa=${link.recordId}` : null;
  return '/flow/coleta-ideias';
}

/**
 * The badges of a map's nodes that became work: node id → its task (or inbox item) with code,
 * status label, colour and done flag. The key starts with the map module's entity, but the
 * state shown is flow's, so it also refreshes on flow's task and inbox-item events — from any
 * tab, this one included (a task completed here in the drawer must turn the badge green too).
 */
export function useNodeLinks(mapId: string) {
  const client = useQueryClient();
  const query = useQuery(mindMapsQueries.links(mapId));
  useEffect(
    () =>
      onEntityEvent(client, ({ entity }) => {
        if (entity === flowEntities.task || entity === flowEntities.item)
          void client.invalidateQueries({ queryKey: mindMapsQueries.links(mapId).queryKey });
      }),
    [client, mapId],
  );
  const byNode = useMemo(
    () => new Map((query.data?.links ?? []).map((link) => [link.nodeId, link])),
    [query.data],
  );
  return { ...query, byNode };
}

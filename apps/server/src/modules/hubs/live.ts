import type { DomainEventName, DomainEventPayload } from '@orbita/contracts';
import { hubsEntity, type HubItemKind } from '@orbita/contracts/hubs';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/bus';
import { publishAfterCommit, type Change } from '../../platform/realtime/publish';
import { hubItems } from './schema';

type RecordOf<N extends DomainEventName> = (payload: DomainEventPayload<N>) => string;
type Watched = { [N in DomainEventName]?: [HubItemKind, RecordOf<N>] };

/**
 * The changes of a record a hub may hold that move the hub's home or its activity (a name,
 * a status, a publication): the record's kind and which id in the payload names it. A codex
 * changes with its pages. Deletions are not here: `forgetDeletedRecords` announces those,
 * once it took the record out of its hubs.
 */
const watched: Watched = {
  'flow.list.updated': ['lista', (p) => p.listId],
  'flow.process.updated': ['processo', (p) => p.processId],
  'mind-maps.map.updated': ['mapa', (p) => p.mapId],
  'pages.page.updated': ['pagina', (p) => p.pageId],
  'pages.page.published': ['pagina', (p) => p.pageId],
  'publications.publication.updated': ['publicacao', (p) => p.publicationId],
  'publications.publication.published': ['publicacao', (p) => p.publicationId],
  'publications.publication.unpublished': ['publicacao', (p) => p.publicationId],
  'codex.codex.updated': ['codex', (p) => p.codexId],
  'codex.entry.created': ['codex', (p) => p.codexId],
  'codex.entry.updated': ['codex', (p) => p.codexId],
  'codex.entry.moved': ['codex', (p) => p.codexId],
  'codex.entry.deleted': ['codex', (p) => p.codexId],
  'gamification.game.updated': ['jogo', (p) => p.gameId],
};

/**
 * Tells the tabs showing these hubs that their home changed: only the hub's id travels (as
 * every hubs message: a restricted hub's content must not reach the other members), the
 * home and activity refetch. Delivered after commit, never for a change rolled back.
 */
export function announceHubs(tx: Tx, workspaceId: string, hubIds: Iterable<string>): void {
  const ids = [...new Set(hubIds)];
  if (ids.length === 0) return;
  publishAfterCommit(
    tx,
    workspaceId,
    ...ids.map((id): Change => ({ type: 'updated', entity: hubsEntity, id, data: { id } })),
  );
}

/** The hubs holding one record (indexed by kind and record id). */
async function hubsHolding(tx: Tx, workspaceId: string, kind: HubItemKind, recordId: string) {
  const rows = await tx
    .selectDistinct({ hubId: hubItems.hubId })
    .from(hubItems)
    .where(
      and(
        eq(hubItems.workspaceId, workspaceId),
        eq(hubItems.kind, kind),
        eq(hubItems.recordId, recordId),
      ),
    );
  return rows.map((r) => r.hubId);
}

/**
 * Live hub homes: when a record some hub holds changes, in the changing transaction, the
 * hubs holding it are announced on the `hubs` entity the web already follows.
 */
export function subscribeHubsLive(bus: EventBus): void {
  for (const name of Object.keys(watched) as DomainEventName[]) {
    const [kind, recordOf] = watched[name] as [HubItemKind, RecordOf<typeof name>];
    bus.onInTransaction(name, async (payload, tx) => {
      const hubIds = await hubsHolding(tx, payload.workspaceId, kind, recordOf(payload));
      announceHubs(tx, payload.workspaceId, hubIds);
    });
  }
}

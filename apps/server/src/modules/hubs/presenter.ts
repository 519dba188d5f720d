import type { HubColor, HubItemKind } from '@orbita/contracts/hubs';
import type { ResolvedRecord } from './records';
import type { HubItemRow, HubRow } from './schema';

/** What a hub's presentation needs beyond its row (counted and resolved by the service). */
export interface HubFacts {
  itemCount: number;
  memberCount: number;
  members: { userId: string; name: string; role: 'editor' | 'leitor' }[];
  coverUrl: string | null;
  canEdit: boolean;
}

/** The one shape a hub leaves the server in. */
export function presentHub(row: HubRow, facts: HubFacts) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    color: row.color as HubColor,
    coverFileId: row.coverFileId,
    coverUrl: facts.coverUrl,
    restricted: row.restricted,
    itemCount: facts.itemCount,
    memberCount: facts.memberCount,
    members: facts.members,
    canEdit: facts.canEdit,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One item of the hub home: the hub's row with its record as the registry names it. */
export function presentItem(
  row: HubItemRow & { addedByName: string | null },
  record: ResolvedRecord,
) {
  return {
    id: row.id,
    kind: row.kind as HubItemKind,
    recordId: row.recordId,
    title: record.title,
    path: record.path,
    pinned: row.pinned,
    position: row.position,
    recordUpdatedAt: record.updatedAt?.toISOString() ?? null,
    addedAt: row.addedAt.toISOString(),
    addedByName: row.addedByName,
  };
}

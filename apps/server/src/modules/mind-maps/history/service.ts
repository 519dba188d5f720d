import { initMap } from '@orbita/contracts/mind-map-doc';
import {
  mindMapRoom,
  type createMindMapVersionBodySchema,
  type HistoryPerson,
  type MindMapSession,
  type MindMapVersion,
} from '@orbita/contracts/mind-maps';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CollabHub } from '../../../platform/collab';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { emit } from '../../../platform/events/bus';
import { users } from '../../../platform/identity/schema';
import { findInWorkspace, type MemberContext } from '../../../platform/scope';
import { mindMaps } from '../schema';
import { mapNotFound } from '../service';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;
type Scope = Pick<MemberContext, 'workspaceId'>;

/**
 * A map's history on the collaboration layer's API (platform/collab): named versions and
 * "who changed what" per editing session. The map is looked up in the member's workspace
 * first, so another workspace's map (or its versions) answers 404 like a missing one.
 */
const mapOf = (q: Queryable, scope: Scope, mapId: string) =>
  findInWorkspace(q, mindMaps, scope, mapId, mapNotFound);

/** People by id, by the name they have today (one query for a whole page). */
async function peopleOf(q: Queryable, ids: (string | null)[]): Promise<Map<string, HistoryPerson>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await q
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

const personOf = (people: Map<string, HistoryPerson>, id: string | null) =>
  (id && people.get(id)) || null;

export async function listVersions(
  q: Queryable,
  collab: CollabHub,
  scope: Scope,
  mapId: string,
): Promise<MindMapVersion[]> {
  await mapOf(q, scope, mapId);
  const room = mindMapRoom(mapId);
  // A map nobody has written into yet has no document, hence no history.
  if (!(await collab.exists(room, scope.workspaceId))) return [];
  const versions = await collab.listVersions(room, scope.workspaceId);
  const people = await peopleOf(
    q,
    versions.map((v) => v.createdBy),
  );
  return versions.map((v) => ({
    id: v.id,
    name: v.name,
    createdAt: v.createdAt.toISOString(),
    createdBy: personOf(people, v.createdBy),
  }));
}

/** Saves the map as it is now under a name; the event follows once the version is stored. */
export async function createVersion(
  ctx: AppContext,
  collab: CollabHub,
  member: Member,
  mapId: string,
  body: z.output<typeof createMindMapVersionBodySchema>,
): Promise<MindMapVersion> {
  const map = await mapOf(ctx.db, member, mapId);
  const room = mindMapRoom(mapId);
  // A map nobody has written into yet is its root alone: that is what the version holds.
  if (!(await collab.exists(room, member.workspaceId)))
    await collab.change(room, member.workspaceId, null, (doc) => initMap(doc, map.title));
  const version = await collab.createVersion(room, member.workspaceId, body.name, {
    userId: member.userId,
  });
  // The layer stores the version in its own transaction; the event is told in one of ours.
  await transaction(ctx, (tx) =>
    emit(tx, 'mind-maps.version.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      mapId,
      versionId: version.id,
    }),
  );
  const people = await peopleOf(ctx.db, [version.createdBy]);
  return {
    id: version.id,
    name: version.name,
    createdAt: version.createdAt.toISOString(),
    createdBy: personOf(people, version.createdBy),
  };
}

/**
 * Makes the map equal a version again. It is a change like any other (every open editor
 * converges to it, it counts in the restorer's session), so nothing after it is lost: the
 * state before the restore is still in the document's updates and any other version.
 */
export async function restoreVersion(
  ctx: AppContext,
  collab: CollabHub,
  member: Member,
  mapId: string,
  versionId: string,
): Promise<void> {
  await mapOf(ctx.db, member, mapId);
  await collab.restoreVersion(mindMapRoom(mapId), member.workspaceId, versionId, {
    userId: member.userId,
  });
  await transaction(ctx, (tx) =>
    emit(tx, 'mind-maps.version.restored', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      mapId,
      versionId,
    }),
  );
}

export async function listSessions(
  q: Queryable,
  collab: CollabHub,
  scope: Scope,
  mapId: string,
  limit: number,
): Promise<MindMapSession[]> {
  await mapOf(q, scope, mapId);
  const room = mindMapRoom(mapId);
  if (!(await collab.exists(room, scope.workspaceId))) return [];
  const sessions = await collab.listSessions(room, scope.workspaceId, limit);
  const people = await peopleOf(
    q,
    sessions.map((s) => s.userId),
  );
  return sessions.map((s) => ({
    id: s.id,
    person: personOf(people, s.userId),
    startedAt: s.startedAt.toISOString(),
    endedAt: s.endedAt.toISOString(),
    added: s.added.length,
    edited: s.edited.length,
    removed: s.removed.length,
  }));
}

import { and, eq, inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { hubMembers, hubs } from './schema';

const base = '/api/app/fabrica/hubs';

/**
 * A hub, as an acknowledged write: every 201 must be in the database with its creator as
 * its first editor (one transaction makes the hub and that membership).
 */
export const hubCreateWriter: AckWriter<{ hubId: string; userId: string }> = {
  name: 'hub',
  loadWeight: 0.2,
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(url, 'POST', base, {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: { name: `Hub ${seq}` },
    });
    return res.status === 201 ? { hubId: res.body.id, userId: account.userId } : null;
  },
  async missing(db, acks) {
    if (acks.length === 0) return [];
    const ids = acks.map((a) => a.hubId);
    const found = new Set(
      (await db.select({ id: hubs.id }).from(hubs).where(inArray(hubs.id, ids))).map((r) => r.id),
    );
    const editors = new Set(
      (
        await db
          .select({ hubId: hubMembers.hubId, userId: hubMembers.userId })
          .from(hubMembers)
          .where(and(inArray(hubMembers.hubId, ids), eq(hubMembers.role, 'editor')))
      ).map((r) => `${r.hubId}:${r.userId}`),
    );
    return acks.flatMap(({ hubId, userId }) =>
      !found.has(hubId)
        ? [`hub ${hubId} confirmado e ausente`]
        : !editors.has(`${hubId}:${userId}`)
          ? [`hub ${hubId} sem quem o criou como editor`]
          : [],
    );
  },
};

export const hubReads: LoadRead[] = [
  {
    name: 'lista de hubs',
    weight: 0.5,
    read: (url, a) =>
      call(url, 'GET', base, { token: a.token, headers: { 'x-workspace-id': a.workspaceId } }),
  },
];

import { and, eq, inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { structures, structureVersions } from './schema';

const base = '/api/app/fabrica/estruturas';

/** Each account's list, made by `structureCreateWriter.prepare`, saved as a structure by every write. */
const sourceListOf = new Map<string, string>();

/**
 * A list saved as a structure, as an acknowledged write: every 201 must be in the database
 * with its version 1 (one transaction makes the structure and its first snapshot).
 */
export const structureCreateWriter: AckWriter<string> = {
  name: 'estrutura',
  loadWeight: 0.2,
  async prepare(url, account) {
    const res = await call<{ id: string }>(url, 'POST', '/api/app/flow/lists', {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: { name: 'Lista de origem da resiliência' },
    });
    if (res.status !== 201) throw new Error(`lista: ${res.status} ${JSON.stringify(res.body)}`);
    sourceListOf.set(account.userId, res.body.id);
  },
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(url, 'POST', base, {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: { kind: 'lista', recordId: sourceListOf.get(account.userId), name: `Estrutura ${seq}` },
    });
    return res.status === 201 ? res.body.id : null;
  },
  async missing(db, ids) {
    if (ids.length === 0) return [];
    const found = new Set(
      (
        await db.select({ id: structures.id }).from(structures).where(inArray(structures.id, ids))
      ).map((r) => r.id),
    );
    const versioned = new Set(
      (
        await db
          .select({ id: structureVersions.structureId })
          .from(structureVersions)
          .where(and(inArray(structureVersions.structureId, ids), eq(structureVersions.number, 1)))
      ).map((r) => r.id),
    );
    return ids.flatMap((id) =>
      !found.has(id)
        ? [`estrutura ${id} confirmada e ausente`]
        : !versioned.has(id)
          ? [`estrutura ${id} sem a versão 1`]
          : [],
    );
  },
};

export const structureReads: LoadRead[] = [
  {
    name: 'lista de estruturas',
    weight: 0.5,
    read: (url, a) =>
      call(url, 'GET', base, { token: a.token, headers: { 'x-workspace-id': a.workspaceId } }),
  },
];

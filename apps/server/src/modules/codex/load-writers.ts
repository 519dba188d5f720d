import { and, eq, inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { codexEntries, codexRevisions } from './schema';

const base = '/api/app/codex';

/** Each account's codex, made by `codexEntryWriter.prepare` (the load suite's read uses it too). */
const codexOf = new Map<string, string>();

/**
 * An entry of the account's codex, as an acknowledged write: every 201 must be in the
 * database with its revision 1 (one transaction makes the entry and its first revision).
 */
export const codexEntryWriter: AckWriter<string> = {
  name: 'entrada do códex',
  loadWeight: 1,
  async prepare(url, account) {
    const res = await call<{ id: string }>(url, 'POST', `${base}/codices`, {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: { name: 'Códex da resiliência' },
    });
    if (res.status !== 201) throw new Error(`códex: ${res.status} ${JSON.stringify(res.body)}`);
    codexOf.set(account.userId, res.body.id);
  },
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(
      url,
      'POST',
      `${base}/codices/${codexOf.get(account.userId)}/entries`,
      {
        token: account.token,
        headers: { 'x-workspace-id': account.workspaceId },
        body: { title: `Entrada ${seq}` },
      },
    );
    return res.status === 201 ? res.body.id : null;
  },
  async missing(db, ids) {
    if (ids.length === 0) return [];
    const found = new Set(
      (
        await db
          .select({ id: codexEntries.id })
          .from(codexEntries)
          .where(inArray(codexEntries.id, ids))
      ).map((r) => r.id),
    );
    const revised = new Set(
      (
        await db
          .select({ id: codexRevisions.entryId })
          .from(codexRevisions)
          .where(and(inArray(codexRevisions.entryId, ids), eq(codexRevisions.number, 1)))
      ).map((r) => r.id),
    );
    return ids.flatMap((id) =>
      !found.has(id)
        ? [`entrada do códex ${id} confirmada e ausente`]
        : !revised.has(id)
          ? [`entrada do códex ${id} sem a revisão 1`]
          : [],
    );
  },
};

export const codexReads: LoadRead[] = [
  {
    name: 'códices',
    weight: 0.5,
    read: (url, a) =>
      call(url, 'GET', `${base}/codices`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

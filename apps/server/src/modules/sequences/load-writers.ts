import { inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { flowLists } from '../flow';

const base = '/api/app/fabrica/sequencias';

/** The list whose sequence each account's writes edit (made by its first write). */
const listOf = new Map<string, string>();

/**
 * A sequence edit, as an acknowledged write: each write of an account edits its own list's
 * sequence through /fabrica/sequencias (prefix `S<n>` and a next number that only grows), so
 * once the server answered 200 the list holds that edit or a later one — never an older one.
 */
export const sequenceEditWriter: AckWriter<{ listId: string; prefix: string; nextNumber: number }> =
  {
    name: 'sequência',
    loadWeight: 0.2,
    async write({ base: url, account, seq }) {
      const auth = { token: account.token, headers: { 'x-workspace-id': account.workspaceId } };
      const key = `${account.workspaceId}:${account.userId}`;
      let listId = listOf.get(key);
      if (!listId) {
        const made = await call<{ id: string }>(url, 'POST', '/api/app/flow/lists', {
          ...auth,
          body: { name: `Sequência de carga ${seq}` },
        });
        if (made.status !== 201) return null;
        listId = made.body.id;
        listOf.set(key, listId);
      }
      // Grows with the worker's running number; a lower one (another worker) answers 422.
      const edit = { prefix: `S${seq % 100_000}`, nextNumber: seq + 2 };
      const res = await call(url, 'PATCH', `${base}/lista-${listId}`, { ...auth, body: edit });
      return res.status === 200 ? { listId, ...edit } : null;
    },
    async missing(db, acks) {
      if (acks.length === 0) return [];
      const latest = new Map<string, (typeof acks)[number]>();
      for (const ack of acks) {
        const seen = latest.get(ack.listId);
        if (!seen || ack.nextNumber > seen.nextNumber) latest.set(ack.listId, ack);
      }
      const rows = await db
        .select({
          id: flowLists.id,
          prefix: flowLists.codePrefix,
          lastNumber: flowLists.codeLastNumber,
        })
        .from(flowLists)
        .where(inArray(flowLists.id, [...latest.keys()]));
      const found = new Map(rows.map((r) => [r.id, r]));
      return [...latest.values()].flatMap(({ listId, prefix, nextNumber }) => {
        const row = found.get(listId);
        if (!row) return [`lista ${listId} da sequência confirmada e ausente`];
        if (row.lastNumber < nextNumber - 1)
          return [`sequência lista-${listId}: próximo número ${nextNumber} confirmado e perdido`];
        if (row.lastNumber === nextNumber - 1 && row.prefix !== prefix)
          return [`sequência lista-${listId}: prefixo ${prefix} confirmado e perdido`];
        return [];
      });
    },
  };

export const sequenceReads: LoadRead[] = [
  {
    name: 'tela de sequências',
    weight: 0.3,
    read: (url, a) =>
      call(url, 'GET', base, { token: a.token, headers: { 'x-workspace-id': a.workspaceId } }),
  },
];

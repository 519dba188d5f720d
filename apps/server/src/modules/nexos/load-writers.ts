import { inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { nexos } from './schema';

/** Each account's anchor person, made by `nexoCreateWriter.prepare`: every link has it at one end. */
const anchorOf = new Map<string, string>();

/**
 * A link between the account's anchor person and a new person, as an acknowledged write:
 * every 201 of the link must be in the database. The new person (one per write, since a
 * pair holds one link) is made first; when that fails or is not answered the write is not
 * acknowledged.
 */
export const nexoCreateWriter: AckWriter<string> = {
  name: 'nexo',
  loadWeight: 0.5,
  async prepare(url, account) {
    const res = await call<{ id: string }>(url, 'POST', '/api/app/pessoa/pessoas', {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: { name: 'Pessoa âncora da resiliência' },
    });
    if (res.status !== 201) throw new Error(`pessoa: ${res.status} ${JSON.stringify(res.body)}`);
    anchorOf.set(account.userId, res.body.id);
  },
  async write({ base: url, account, seq }) {
    const headers = { 'x-workspace-id': account.workspaceId };
    const person = await call<{ id: string }>(url, 'POST', '/api/app/pessoa/pessoas', {
      token: account.token,
      headers,
      body: { name: `Pessoa ligada ${seq}` },
    });
    if (person.status !== 201) return null;
    const res = await call<{ id: string }>(url, 'POST', '/api/app/nexos', {
      token: account.token,
      headers,
      body: {
        from: { kind: 'pessoa', id: anchorOf.get(account.userId) },
        to: { kind: 'pessoa', id: person.body.id },
        label: `Nexo ${seq}`,
      },
    });
    return res.status === 201 ? res.body.id : null;
  },
  async missing(db, ids) {
    if (ids.length === 0) return [];
    const found = new Set(
      (await db.select({ id: nexos.id }).from(nexos).where(inArray(nexos.id, ids))).map(
        (r) => r.id,
      ),
    );
    return ids.filter((id) => !found.has(id)).map((id) => `nexo ${id} confirmado e ausente`);
  },
};

export const nexoReads: LoadRead[] = [
  {
    name: 'nexos da pessoa âncora',
    weight: 0.5,
    read: (url, a) =>
      call(url, 'GET', `/api/app/nexos/pessoa/${anchorOf.get(a.userId)}`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

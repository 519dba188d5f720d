import { inArray } from 'drizzle-orm';
import { workspaces } from '../../platform/identity/schema';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';

/** New workspaces for the crash and load suites (see resilience/ack-writer.ts). */
const newWorkspaces: AckWriter<string> = {
  name: 'conta',
  async prepare(base, account) {
    const res = await call(base, 'PATCH', '/api/app/me', {
      token: account.token,
      body: { accountType: 'organization' },
    });
    if (res.status !== 200) throw new Error(`tipo de conta: ${res.status}`);
  },
  async write({ base, account, seq }) {
    const res = await call<{ id: string }>(base, 'POST', '/api/app/conta/contas', {
      token: account.token,
      body: { name: `Conta ${seq}` },
    });
    return res.status === 201 ? res.body.id : null;
  },
  async missing(db, ids) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(inArray(workspaces.id, ids));
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id)).map((id) => `conta ${id}`);
  },
};

export const workspacesWriters: AckWriter[] = [newWorkspaces];

export const workspacesReads: LoadRead[] = [
  {
    name: 'contas',
    weight: 2,
    read: (base, a) => call(base, 'GET', '/api/app/conta/contas', { token: a.token }),
  },
];

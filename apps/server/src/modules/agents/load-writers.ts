import { and, eq, inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { agents, agentVersions } from './schema';

const base = '/api/app/conta/agentes';

/**
 * A new agent, as an acknowledged write for the crash and load suites: every one answered
 * 201 must be in the database WITH its first version (the record and its history row are
 * one transaction: a crash between them must leave neither or both). A webhook agent, so
 * the writes wake nothing of the other writers' events.
 */
export const agentCreateWriter: AckWriter<{ id: string }> = {
  name: 'agente',
  loadWeight: 0.2,
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(url, 'POST', base, {
      token: account.token,
      // The personal workspace, named: another writer may switch the current one.
      headers: { 'x-workspace-id': account.workspaceId },
      body: {
        name: `Agente ${seq}`,
        trigger: { kind: 'webhook' },
        actions: [{ kind: 'capture', content: 'Chamada {{event.n}}' }],
      },
    });
    return res.status === 201 ? { id: res.body.id } : null;
  },
  async missing(db, acks) {
    if (acks.length === 0) return [];
    const ids = acks.map((a) => a.id);
    const found = new Set(
      (await db.select({ id: agents.id }).from(agents).where(inArray(agents.id, ids))).map(
        (r) => r.id,
      ),
    );
    const versioned = new Set(
      (
        await db
          .select({ id: agentVersions.agentId })
          .from(agentVersions)
          .where(and(inArray(agentVersions.agentId, ids), eq(agentVersions.version, 1)))
      ).map((r) => r.id),
    );
    const lacking: string[] = [];
    for (const id of ids) {
      if (!found.has(id)) lacking.push(`agente ${id} confirmado e ausente`);
      else if (!versioned.has(id)) lacking.push(`agente ${id} sem a versão 1`);
    }
    return lacking;
  },
};

/** The agents screen's reads: the list (with its grouped run counts). */
export const agentReads: LoadRead[] = [
  {
    name: 'lista de agentes',
    weight: 0.3,
    read: (url, a) =>
      call(url, 'GET', `${base}?limit=20`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

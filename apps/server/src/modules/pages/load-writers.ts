import { inArray } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { pages } from './schema';

const base = '/api/app/produto/pages';

/** A page with a text block, as an acknowledged write: every 201 must be in the database. */
export const pageCreateWriter: AckWriter<{ pageId: string }> = {
  name: 'página',
  loadWeight: 0.2,
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(url, 'POST', base, {
      token: account.token,
      headers: { 'x-workspace-id': account.workspaceId },
      body: {
        title: `Página ${seq}`,
        blocks: [{ id: 'b1', type: 'text', html: `<p>Conteúdo ${seq}</p>` }],
      },
    });
    return res.status === 201 ? { pageId: res.body.id } : null;
  },
  async missing(db, acks) {
    if (acks.length === 0) return [];
    const ids = acks.map((a) => a.pageId);
    const rows = await db.select({ id: pages.id }).from(pages).where(inArray(pages.id, ids));
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id)).map((id) => `página ${id} confirmada e ausente`);
  },
};

export const pageReads: LoadRead[] = [
  {
    name: 'lista de páginas',
    weight: 0.5,
    read: (url, a) =>
      call(url, 'GET', `${base}?limit=20`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

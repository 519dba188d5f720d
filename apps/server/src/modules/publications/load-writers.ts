import { publicationRoom } from '@orbita/contracts/publications';
import { inArray, sql } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { publications } from './schema';

const base = '/api/app/universo/publications';

/**
 * A new publication, as an acknowledged write for the crash and load suites: every one
 * answered 201 must be in the database WITH its body document (the record and the seeded
 * Yjs document are one transaction: a crash between them must leave neither or both).
 */
export const publicationCreateWriter: AckWriter<{ id: string }> = {
  name: 'publicação',
  loadWeight: 0.3,
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(url, 'POST', base, {
      token: account.token,
      // The personal workspace, named: another writer may switch the current one.
      headers: { 'x-workspace-id': account.workspaceId },
      body: { title: `Publicação ${seq}`, tags: ['carga'] },
    });
    return res.status === 201 ? { id: res.body.id } : null;
  },
  async missing(db, acks) {
    if (acks.length === 0) return [];
    const ids = acks.map((a) => a.id);
    const rows = await db
      .select({ id: publications.id })
      .from(publications)
      .where(inArray(publications.id, ids));
    const found = new Set(rows.map((r) => r.id));
    const rooms = ids.map(publicationRoom);
    // The collaboration layer's table, read by name (platform/collab exports no table).
    const docs = await db.execute<{ id: string }>(
      sql`select id from collab_documents where id in (${sql.join(
        rooms.map((room) => sql`${room}`),
        sql`, `,
      )})`,
    );
    const withDocument = new Set(docs.rows.map((r) => r.id));
    const lacking: string[] = [];
    for (const id of ids) {
      if (!found.has(id)) lacking.push(`publicação ${id} confirmada e ausente`);
      else if (!withDocument.has(publicationRoom(id)))
        lacking.push(`publicação ${id} sem documento`);
    }
    return lacking;
  },
};

export const publicationReads: LoadRead[] = [
  {
    name: 'lista de publicações',
    weight: 1,
    read: (url, a) =>
      call(url, 'GET', `${base}?limit=20`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

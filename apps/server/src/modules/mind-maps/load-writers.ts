import { mindMapRoom } from '@orbita/contracts/mind-maps';
import { inArray, sql } from 'drizzle-orm';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { mindMaps } from './schema';

const base = '/api/app/mind-space/mind-maps';

/**
 * A map made from a template, as an acknowledged write for the crash and load suites: every
 * map answered 201 must be in the database WITH its document (the record and the seeded
 * Yjs document are one transaction, so a crash between them must leave neither or both).
 */
export const mindMapCreateWriter: AckWriter<{ mapId: string }> = {
  name: 'mapa mental',
  loadWeight: 0.3,
  async write({ base: url, account, seq }) {
    const res = await call<{ id: string }>(url, 'POST', base, {
      token: account.token,
      // The personal workspace, named: another writer may switch the current one.
      headers: { 'x-workspace-id': account.workspaceId },
      body: { templateKey: seq % 2 === 0 ? 'brainstorm' : 'swot', title: `Mapa ${seq}` },
    });
    return res.status === 201 ? { mapId: res.body.id } : null;
  },
  async missing(db, acks) {
    if (acks.length === 0) return [];
    const ids = acks.map((a) => a.mapId);
    const rows = await db
      .select({ id: mindMaps.id })
      .from(mindMaps)
      .where(inArray(mindMaps.id, ids));
    const found = new Set(rows.map((r) => r.id));
    const rooms = ids.map(mindMapRoom);
    const docs = await db.execute<{ id: string }>(
      // The collaboration layer's table, read by name: the module reaches platform/collab only
      // through its index, which (rightly) exports no table.
      sql`select id from collab_documents where id in (${sql.join(
        rooms.map((room) => sql`${room}`),
        sql`, `,
      )})`,
    );
    const withDocument = new Set(docs.rows.map((r) => r.id));
    const lacking: string[] = [];
    for (const id of ids) {
      if (!found.has(id)) lacking.push(`mapa ${id} confirmado e ausente`);
      else if (!withDocument.has(mindMapRoom(id))) lacking.push(`mapa ${id} sem documento`);
    }
    return lacking;
  },
};

export const mindMapReads: LoadRead[] = [
  {
    name: 'lista de mapas mentais',
    weight: 1,
    read: (url, a) =>
      call(url, 'GET', `${base}?limit=20`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

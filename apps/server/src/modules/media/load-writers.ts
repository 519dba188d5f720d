import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { AckWriter, LoadRead } from '../../resilience/ack-writer';
import { call } from '../../resilience/api-client';
import { mediaFiles } from './schema';
import { samplePng } from './test-samples';

const files = '/api/app/fabrica/media/files';

/**
 * Uploads as acknowledged writes: every file answered 201 must be in the database (its
 * bytes and renditions are stored before the row commits, so the row implies them).
 */
export const mediaUploadWriter: AckWriter<{ fileId: string }> = {
  name: 'envio de arquivo',
  loadWeight: 0.5,
  async write({ base, account, seq }) {
    const form = new FormData();
    const png = new Uint8Array(await samplePng(48, 48));
    form.append('file', new Blob([png], { type: 'image/png' }), `resiliencia-${seq}.png`);
    try {
      const res = await fetch(`${base}${files}`, {
        method: 'POST',
        headers: {
          'x-client-type': 'mobile',
          authorization: `Bearer ${account.token}`,
          // The personal workspace, named: another writer may switch the current one.
          'x-workspace-id': account.workspaceId,
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => null)) as { id?: string } | null;
      return res.status === 201 && body?.id ? { fileId: body.id } : null;
    } catch {
      return null; // no answer (server killed): not acknowledged
    }
  },
  async missing(db: Database, acks) {
    if (!acks.length) return [];
    const ids = acks.map((a) => a.fileId);
    const rows = await db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(inArray(mediaFiles.id, ids));
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id)).map((id) => `arquivo ${id}`);
  },
};

/** The library grid's first page. */
export const mediaReads: LoadRead[] = [
  {
    name: 'biblioteca de mídia',
    weight: 1,
    read: (base, a) =>
      call(base, 'GET', `${files}?limit=50`, {
        token: a.token,
        headers: { 'x-workspace-id': a.workspaceId },
      }),
  },
];

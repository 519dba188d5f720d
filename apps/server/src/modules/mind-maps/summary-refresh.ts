import { mindMapRoom, mindMapsEntity } from '@orbita/contracts/mind-maps';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { transaction } from '../../platform/db/transaction';
import { publishAfterCommit } from '../../platform/realtime/publish';
import type { MapDocuments } from './document';
import { presentMindMapRecord } from './presenter';
import { refreshMapSummary } from './service';

/** How often an instance looks for maps whose document changed since their summary. */
export const SUMMARY_REFRESH_MS = 10_000;
const BATCH = 50;

/**
 * Keeps `node_count`, `preview` and `updated_at` of the maps in step with their documents.
 * Why a poll and not every edit: edits arrive over the collaboration socket many times a
 * second and belong to the platform layer, which knows nothing of maps; the gallery only
 * needs the summary seconds later. So every SUMMARY_REFRESH_MS each instance picks maps whose
 * document changed after their record (the collaboration layer stamps
 * `collab_documents.updated_at` on every persisted update), reads the current state once and
 * writes the summary with the document's time, which also ends the map's staleness. Several
 * instances may refresh one map at the same moment: the write is idempotent.
 * Returns how many maps were refreshed.
 */
export async function refreshStaleSummaries(
  ctx: AppContext,
  docs: Pick<MapDocuments, 'read'>,
): Promise<number> {
  // The collaboration layer's table, read by name (platform/collab exports no table).
  // Timestamps: the map's is in milliseconds, the document's in microseconds, hence the 1 ms.
  const stale = await ctx.db.execute<{ id: string; workspace_id: string; edited_at: string }>(sql`
    select m.id, m.workspace_id, d.updated_at as edited_at
    from mind_maps m
    join collab_documents d on d.id = 'mind-map:' || m.id::text
    where d.updated_at >= m.updated_at + interval '1 millisecond'
    order by d.updated_at
    limit ${BATCH}`);
  let refreshed = 0;
  for (const map of stale.rows) {
    try {
      const doc = await docs.read(mindMapRoom(map.id), map.workspace_id);
      try {
        await transaction(ctx, async (tx) => {
          const row = await refreshMapSummary(
            tx,
            map.workspace_id,
            map.id,
            doc,
            new Date(map.edited_at),
          );
          if (row)
            publishAfterCommit(tx, map.workspace_id, {
              type: 'updated',
              entity: mindMapsEntity,
              id: row.id,
              data: presentMindMapRecord(row),
            });
        });
        refreshed++;
      } finally {
        doc.destroy();
      }
    } catch (err) {
      // One map's failure (a document deleted meanwhile) must not stop the others.
      ctx.log.warn({ err, mapId: map.id }, 'mind-maps: resumo do mapa não atualizado');
    }
  }
  return refreshed;
}

/** Starts the poll for one app; stopped when the app closes. */
export function startSummaryRefresh(
  ctx: AppContext,
  docs: Pick<MapDocuments, 'read'>,
  onClose: (stop: () => void) => void,
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshStaleSummaries(ctx, docs)
      .catch((err: unknown) => ctx.log.warn({ err }, 'mind-maps: atualização de resumos falhou'))
      .finally(() => {
        running = false;
      });
  }, SUMMARY_REFRESH_MS);
  timer.unref();
  onClose(() => clearInterval(timer));
}

import { mindMapRoom, type MindMapTemplateKey } from '@orbita/contracts/mind-maps';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import * as Y from 'yjs';
import { summaryOf, writeOutline } from '../../apps/server/src/modules/mind-maps/document';
import { foldText } from '../../apps/server/src/modules/mind-maps/service';
import { templateByKey } from '../../apps/server/src/modules/mind-maps/templates/catalog';
import { eachSession, type ApiScenario } from '../api';
import type { BenchContext, BenchSession } from '../support/sessions';

const MAPS = 120;
const TEMPLATES = ['brainstorm', 'swot', 'project-plan', 'okrs', 'study-map'] as const;

/**
 * A map from a template as POST /mind-space/mind-maps makes it (service.ts `createMap` and
 * `insertMapWithDocument`), with the module's own document code: the template's outline
 * under a root holding the title, its summary (node count, preview) read from that document,
 * the folded search text, and the collaboration layer's snapshot of a document the first one
 * was applied to (`seed`). Its `mind-maps.map.created` has no writing handler (the agents'
 * matcher only reads, and these workspaces have no agents).
 */
function templateMap(templateKey: MindMapTemplateKey, title: string) {
  const template = templateByKey(templateKey);
  const doc = new Y.Doc();
  writeOutline(doc, { text: title, children: template.branches }, template.layout);
  const state = Y.encodeStateAsUpdate(doc);
  const summary = summaryOf(doc);
  doc.destroy();
  const seeded = new Y.Doc();
  Y.applyUpdate(seeded, state);
  const snapshot = Buffer.from(Y.encodeStateAsUpdate(seeded));
  seeded.destroy();
  return { id: randomUUID(), title, templateKey, summary, snapshot };
}

/** When the nth map (1-based, SQL) was made: 2n ms into the last 2 × MAPS ms. */
const madeAt = (n: string) => `now() - (2 * (${MAPS} - ${n}::int) + 1) * interval '1 millisecond'`;

/**
 * One person's 120 maps, in one transaction: the maps and their documents, the favourite
 * marks (a row each, as PUT …/favourite) and the archivings (as POST …/archive, right after
 * the map was made: archived_at, updated_by and updated_at; the summary it rewrites from the
 * untouched document stays). The nth map is made 2n ms into the last 240 ms and archived 1 ms
 * later, so the list's most-recently-changed order is the one the API's requests left.
 */
async function insertMaps(pool: pg.Pool, person: BenchSession): Promise<void> {
  const maps = Array.from({ length: MAPS }, (_, i) => ({
    ...templateMap(
      TEMPLATES[i % TEMPLATES.length]!,
      `Mapa ${i + 1} ${i % 4 === 0 ? 'Análise' : 'Plano'}`,
    ),
    favourite: i % 3 === 0,
    archived: i % 10 === 0,
  }));
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into mind_maps (id, workspace_id, title, description, search_text, template_key,
         node_count, preview, archived_at, created_by, updated_by, created_at, updated_at)
       select m.id, $1, m.title, '', m.search_text, m.template_key, m.node_count,
         m.preview::jsonb, case when m.archived then t.at + interval '1 millisecond' end, $2, $2,
         t.at, case when m.archived then t.at + interval '1 millisecond' else t.at end
       from unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[],
           $9::boolean[])
         with ordinality as m(id, title, search_text, template_key, node_count, preview, archived, n),
       lateral (select ${madeAt('m.n')} as at) t`,
      [
        person.workspaceId,
        person.userId,
        maps.map((m) => m.id),
        maps.map((m) => m.title),
        maps.map((m) => foldText(`${m.title}\n`)),
        maps.map((m) => m.templateKey),
        maps.map((m) => m.summary.nodeCount),
        maps.map((m) => JSON.stringify(m.summary.preview)),
        maps.map((m) => m.archived),
      ],
    );
    // The document's times are its map's (the same now() in the API's one transaction): the
    // summary refresher (summary-refresh.ts) takes a document stamped after its map for one
    // edited since, and would rewrite the map.
    await client.query(
      `insert into collab_documents (id, workspace_id, snapshot, created_at, updated_at)
       select d.id, $1, d.snapshot, t.at, t.at
       from unnest($2::text[], $3::bytea[]) with ordinality as d(id, snapshot, n),
       lateral (select ${madeAt('d.n')} as at) t`,
      [person.workspaceId, maps.map((m) => mindMapRoom(m.id)), maps.map((m) => m.snapshot)],
    );
    await client.query(
      `insert into mind_map_favourites (map_id, user_id, workspace_id)
       select id, $1, $2 from unnest($3::uuid[]) as f(id)`,
      [person.userId, person.workspaceId, maps.filter((m) => m.favourite).map((m) => m.id)],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Per person 120 maps from the templates, written as the API writes them (insertMaps): through
 * the API they cost ~4,300 requests (maps, favourites, archivings), each map's document built
 * by the one-threaded server, and most of the setup's time. Each person's maps are built here
 * while the previous person's are written.
 */
async function seedMaps(ctx: BenchContext): Promise<void> {
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 2 });
  try {
    const writes: Promise<void>[] = [];
    for (const person of ctx.people) {
      writes.push(insertMaps(pool, person));
      // Lets the write start before the next person's documents take the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(writes);
  } finally {
    await pool.end();
  }
}

/**
 * The mind maps list (/mind-space/mind-maps): per person 120 maps from the templates (each a
 * record plus its seeded document), a third of them favourites and a tenth archived, then
 * the first page of the active list with a search (accent-free match on title and
 * description, the favourite mark joined per person).
 */
export const mindMapsListScenario: ApiScenario = {
  name: 'GET lista de mapas mentais (busca)',
  setup: async (ctx) => {
    await seedMaps(ctx);
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: '/api/app/mind-space/mind-maps?q=analise&limit=50',
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

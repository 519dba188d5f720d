import pg from 'pg';
import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';
import { forEachPersonInParallel } from '../support/parallel';

const MAPS = 120;
const TEMPLATES = ['brainstorm', 'swot', 'project-plan', 'okrs', 'study-map'] as const;

interface SeededMap {
  id: string;
  workspaceId: string;
  userId: string;
  favourite: boolean;
  archived: boolean;
}

/**
 * The favourite marks and archivings, as PUT …/favourite and POST …/archive write them, in two
 * statements instead of ~1,300 requests: a favourite is one row (no event); archiving sets
 * `archived_at`, `updated_by` and `updated_at` and rewrites `node_count`/`preview` from the
 * map's document, which nobody edited since it was made from the template, so they stay
 * (its `mind-maps.map.updated` has no writing handler: the hubs' live message and the
 * agents' matcher only read).
 */
async function markMaps(databaseUrl: string, maps: SeededMap[]): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const favourites = maps.filter((m) => m.favourite);
    await pool.query(
      `insert into mind_map_favourites (map_id, user_id, workspace_id)
       select * from unnest($1::uuid[], $2::uuid[], $3::uuid[])`,
      [
        favourites.map((m) => m.id),
        favourites.map((m) => m.userId),
        favourites.map((m) => m.workspaceId),
      ],
    );
    const archived = maps.filter((m) => m.archived);
    await pool.query(
      `update mind_maps m set archived_at = now(), updated_by = a.user_id, updated_at = now()
       from unnest($1::uuid[], $2::uuid[]) as a(id, user_id)
       where m.id = a.id`,
      [archived.map((m) => m.id), archived.map((m) => m.userId)],
    );
  } finally {
    await pool.end();
  }
}

/**
 * The mind maps list (/mind-space/mind-maps): per person 120 maps from the templates (each a
 * record plus its seeded document), a third of them favourites and a tenth archived, then
 * the first page of the active list with a search (accent-free match on title and
 * description, the favourite mark joined per person). The maps are made through the API,
 * the marks written as the API writes them (markMaps).
 */
export const mindMapsListScenario: ApiScenario = {
  name: 'GET lista de mapas mentais (busca)',
  setup: async (ctx) => {
    const maps = await forEachPersonInParallel(ctx, async (person) => {
      const auth = { token: person.token };
      const mine: SeededMap[] = [];
      for (let i = 0; i < MAPS; i++) {
        const made = await call<{ id: string }>(ctx.base, 'POST', '/api/app/mind-space/mind-maps', {
          ...auth,
          body: {
            templateKey: TEMPLATES[i % TEMPLATES.length],
            title: `Mapa ${i + 1} ${i % 4 === 0 ? 'Análise' : 'Plano'}`,
          },
        });
        if (made.status !== 201) throw new Error(`mapa do bench: ${made.status}`);
        mine.push({
          id: made.body.id,
          workspaceId: person.workspaceId,
          userId: person.userId,
          favourite: i % 3 === 0,
          archived: i % 10 === 0,
        });
      }
      return mine;
    });
    await markMaps(ctx.databaseUrl, maps.flat());
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: '/api/app/mind-space/mind-maps?q=analise&limit=50',
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

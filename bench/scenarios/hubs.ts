import pg from 'pg';
import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';
import { forEachPersonInParallel } from '../support/parallel';

const LISTS = 25;
const PAGES = 15;
/** Every 8th item is pinned (5 of 40). */
const PIN_EVERY = 8;

interface SeededHub {
  workspaceId: string;
  userId: string;
  hubId: string;
  records: { kind: string; id: string }[];
}

/**
 * The hub's items, as `POST /hubs/{id}/itens` and `…/itens/{itemId}/fixar` leave them, in one
 * INSERT for every hub: position n for the nth record added (the service's max + 1 from 0),
 * added by the hub's owner, every PIN_EVERY-th pinned. Through the API each add also
 * answered the whole hub home (every item named through the registry), ~1,100 of the
 * setup's ~2,150 requests and most of its time; neither writes anything else (their events,
 * `hubs.item.added` and `hubs.item.updated`, have no handler that writes: the agents'
 * matcher only reads, and this workspace has no agents).
 */
async function insertHubItems(databaseUrl: string, hubs: SeededHub[]): Promise<void> {
  const items = hubs.flatMap((hub) =>
    hub.records.map((record, position) => ({ ...hub, ...record, position })),
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(
      `insert into hub_items (workspace_id, hub_id, kind, record_id, position, pinned, added_by)
       select workspace_id, hub_id, kind, record_id, position, position % $7 = 0, added_by
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::int[], $6::uuid[])
         as t(workspace_id, hub_id, kind, record_id, position, added_by)`,
      [
        items.map((i) => i.workspaceId),
        items.map((i) => i.hubId),
        items.map((i) => i.kind),
        items.map((i) => i.id),
        items.map((i) => i.position),
        items.map((i) => i.userId),
        PIN_EVERY,
      ],
    );
  } finally {
    await pool.end();
  }
}

/**
 * The hub home's first render (/fabrica/hub/{id}): per person one hub holding 40 records
 * (25 lists and 15 pages, 5 of them pinned), then GET of the hub home — the hub with its
 * counts and cover, its members, and every item named through the record registry (one
 * query per kind, narrowed by `visibleInWorkspace`). The hub and its records are made through
 * the API; the items are written as the API writes them (insertHubItems).
 */
export const hubHomeScenario: ApiScenario = {
  name: 'GET página do hub (40 itens)',
  setup: async (ctx) => {
    const hubs = await forEachPersonInParallel(ctx, async (person): Promise<SeededHub> => {
      const auth = { token: person.token };
      const hub = await call<{ id: string }>(ctx.base, 'POST', '/api/app/fabrica/hubs', {
        ...auth,
        body: { name: 'Hub do bench', description: 'Projetos do trimestre' },
      });
      if (hub.status !== 201) throw new Error(`hub do bench: ${hub.status}`);
      const records: { kind: string; path: string; body: object }[] = [
        ...Array.from({ length: LISTS }, (_, i) => ({
          kind: 'lista',
          path: '/api/app/flow/lists',
          body: { name: `Lista ${i + 1}` },
        })),
        ...Array.from({ length: PAGES }, (_, i) => ({
          kind: 'pagina',
          path: '/api/app/produto/pages',
          body: { title: `Página ${i + 1}` },
        })),
      ];
      const made: SeededHub['records'] = [];
      for (const record of records) {
        const res = await call<{ id: string }>(ctx.base, 'POST', record.path, {
          ...auth,
          body: record.body,
        });
        if (res.status !== 201) throw new Error(`registro do bench: ${res.status}`);
        made.push({ kind: record.kind, id: res.body.id });
      }
      return {
        workspaceId: person.workspaceId,
        userId: person.userId,
        hubId: hub.body.id,
        records: made,
      };
    });
    await insertHubItems(ctx.databaseUrl, hubs);
    const hubOf = new Map(hubs.map((h) => [h.workspaceId, h.hubId]));
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: `/api/app/fabrica/hubs/${hubOf.get(s.workspaceId)}`,
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

import { forEachPerson } from '../support/sessions';
import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';

const LISTS = 25;
const PAGES = 15;

/**
 * The hub home's first render (/fabrica/hub/{id}): per person one hub holding 40 records
 * (25 lists and 15 pages, 5 of them pinned), then GET of the hub home — the hub with its
 * counts and cover, its members, and every item named through the record registry (one
 * query per kind, narrowed by `visibleInWorkspace`).
 */
export const hubHomeScenario: ApiScenario = {
  name: 'GET página do hub (40 itens)',
  setup: async (ctx) => {
    const hubOf = new Map<string, string>();
    await forEachPerson(ctx, async (person) => {
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
      for (const [i, record] of records.entries()) {
        const made = await call<{ id: string }>(ctx.base, 'POST', record.path, {
          ...auth,
          body: record.body,
        });
        if (made.status !== 201) throw new Error(`registro do bench: ${made.status}`);
        const added = await call<{ items: { id: string; recordId: string }[] }>(
          ctx.base,
          'POST',
          `/api/app/fabrica/hubs/${hub.body.id}/itens`,
          { ...auth, body: { kind: record.kind, recordId: made.body.id } },
        );
        if (added.status !== 200) throw new Error(`item do bench: ${added.status}`);
        if (i % 8 === 0) {
          const item = added.body.items.find((x) => x.recordId === made.body.id)!;
          await call(
            ctx.base,
            'POST',
            `/api/app/fabrica/hubs/${hub.body.id}/itens/${item.id}/fixar`,
            {
              ...auth,
              body: { pinned: true },
            },
          );
        }
      }
      hubOf.set(person.workspaceId, hub.body.id);
    });
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: `/api/app/fabrica/hubs/${hubOf.get(s.workspaceId)}`,
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

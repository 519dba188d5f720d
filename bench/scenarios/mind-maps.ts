import { forEachPerson } from '../support/sessions';
import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';

const MAPS = 120;
const TEMPLATES = ['brainstorm', 'swot', 'project-plan', 'okrs', 'study-map'] as const;

/**
 * The mind maps list (/mind-space/mind-maps): per person 120 maps from the templates (each a
 * record plus its seeded document), a third of them favourites and a tenth archived, then
 * the first page of the active list with a search (accent-free match on title and
 * description, the favourite mark joined per person).
 */
export const mindMapsListScenario: ApiScenario = {
  name: 'GET lista de mapas mentais (busca)',
  setup: async (ctx) => {
    await forEachPerson(ctx, async (person) => {
      const auth = { token: person.token };
      for (let i = 0; i < MAPS; i++) {
        const made = await call<{ id: string }>(ctx.base, 'POST', '/api/app/mind-space/mind-maps', {
          ...auth,
          body: {
            templateKey: TEMPLATES[i % TEMPLATES.length],
            title: `Mapa ${i + 1} ${i % 4 === 0 ? 'Análise' : 'Plano'}`,
          },
        });
        if (made.status !== 201) throw new Error(`mapa do bench: ${made.status}`);
        const id = made.body.id;
        if (i % 3 === 0)
          await call(ctx.base, 'PUT', `/api/app/mind-space/mind-maps/${id}/favourite`, auth);
        if (i % 10 === 0)
          await call(ctx.base, 'POST', `/api/app/mind-space/mind-maps/${id}/archive`, auth);
      }
    });
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: '/api/app/mind-space/mind-maps?q=analise&limit=50',
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

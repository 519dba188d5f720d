import { forEachPerson } from '../support/sessions';
import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';

const ENTRIES = 300;
const MONTHS = 6;

/** The current São Paulo month `YYYY-MM` moved by `delta` months. */
function monthOf(delta: number): string {
  const now = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  const [y, m] = now.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The Orçamentos tab's read: per person a budget on every default expense group (half with
 * carry-over, set six months ago and repeating) and 300 expense entries spread over the six
 * months and the groups' subcategories, then GET /budgets of this month (progress, carry
 * chain, risk order).
 */
export const budgetsScenario: ApiScenario = {
  name: 'GET orçamentos do mês (finanças)',
  setup: async (ctx) => {
    const first = monthOf(-(MONTHS - 1));
    await forEachPerson(ctx, async (person) => {
      const auth = { token: person.token };
      const box = await call<{ id: string }>(ctx.base, 'POST', '/api/app/riqueza/boxes', {
        ...auth,
        body: { name: 'Conta do bench', kind: 'bank_account', openingDate: `${first}-01` },
      });
      if (box.status !== 201) throw new Error(`caixa do bench: ${box.status}`);
      const categories = await call<{
        items: { id: string; type: string; parentId: string | null }[];
      }>(ctx.base, 'GET', '/api/app/riqueza/categories?type=expense', auth);
      const expense = categories.body.items;
      const groups = expense.filter((c) => !c.parentId);
      for (const [i, group] of groups.entries()) {
        const made = await call(ctx.base, 'POST', '/api/app/riqueza/budgets', {
          ...auth,
          body: { categoryId: group.id, month: first, amount: 50_000, carryOver: i % 2 === 0 },
        });
        if (made.status !== 201) throw new Error(`orçamento do bench: ${made.status}`);
      }
      const rows = Array.from({ length: ENTRIES }, (_, i) => ({
        date: `${monthOf(-(i % MONTHS))}-${String((i % 28) + 1).padStart(2, '0')}`,
        value: 100 + ((i * 7919) % 20000),
        type: 'expense',
        description: `Despesa ${i + 1} do benchmark`,
        categoryId: expense[i % expense.length]!.id,
      }));
      const imported = await call(ctx.base, 'POST', '/api/app/riqueza/imports', {
        ...auth,
        body: { boxId: box.body.id, rows },
      });
      if (imported.status !== 201) throw new Error(`despesas do bench: ${imported.status}`);
    });
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: `/api/app/riqueza/budgets?month=${monthOf(0)}`,
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

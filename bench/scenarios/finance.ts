import { call } from '../../apps/server/src/resilience/api-client';
import { eachSession, type ApiScenario } from '../api';
import { forEachPerson, type BenchContext } from '../support/sessions';

const ENTRIES = 200;

/** This month in São Paulo: first and last day. */
function thisMonth(): { from: string; to: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * Per person a bank account with 200 entries of this month, imported through the API
 * (ledger rules, balances). Seeded once per bench run and shared by the finance scenarios.
 */
const seeded = new WeakMap<BenchContext, Promise<void>>();
function seedMonthEntries(ctx: BenchContext): Promise<void> {
  let done = seeded.get(ctx);
  if (!done) {
    done = seedEntries(ctx);
    seeded.set(ctx, done);
  }
  return done;
}

async function seedEntries(ctx: BenchContext): Promise<void> {
  const month = thisMonth();
  const days = Number(month.to.slice(8, 10));
  await forEachPerson(ctx, async (person) => {
    const box = await call<{ id: string }>(ctx.base, 'POST', '/api/app/riqueza/boxes', {
      token: person.token,
      body: {
        name: 'Conta do bench',
        kind: 'bank_account',
        openingBalance: 100000,
        openingDate: month.from,
      },
    });
    if (box.status !== 201)
      throw new Error(`caixa do bench: ${box.status} ${JSON.stringify(box.body)}`);
    const rows = Array.from({ length: ENTRIES }, (_, i) => ({
      date: `${month.from.slice(0, 8)}${String((i % days) + 1).padStart(2, '0')}`,
      value: 100 + ((i * 7919) % 50000),
      type: i % 3 === 0 ? 'revenue' : 'expense',
      description: `Lançamento ${i + 1} do benchmark`,
    }));
    const imported = await call(ctx.base, 'POST', '/api/app/riqueza/imports', {
      token: person.token,
      body: { boxId: box.body.id, rows },
    });
    if (imported.status !== 201)
      throw new Error(`lançamentos do bench: ${imported.status} ${JSON.stringify(imported.body)}`);
  });
}

/** The month's cash flow by day (the finance home's chart): GET /cash-flow for the month. */
export const cashFlowScenario: ApiScenario = {
  name: 'GET fluxo de caixa do mês (finanças)',
  setup: async (ctx) => {
    await seedMonthEntries(ctx);
    const month = thisMonth();
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: `/api/app/riqueza/cash-flow?from=${month.from}&to=${month.to}&granularity=day`,
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

/** The entries screen's first page (most recent first, 50 of 200): GET /entries. */
export const entriesPageScenario: ApiScenario = {
  name: 'GET página de lançamentos (finanças, 50 de 200)',
  setup: async (ctx) => {
    await seedMonthEntries(ctx);
    return {
      requests: eachSession(ctx, (s) => ({
        method: 'GET',
        path: '/api/app/riqueza/entries?limit=50',
        headers: { authorization: `Bearer ${s.token}`, 'x-client-type': 'mobile' },
      })),
    };
  },
};

import type { Box } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../../test/kit';
import { categoryNamed, entry, joinAs, makeBox, newCaller } from '../../testing';

const database = testDatabase();
const app = await testApp();

type Bucket = {
  start: string;
  end: string;
  revenue: number;
  expense: number;
  net: number;
  balance: number;
  transfersIn: number;
  transfersOut: number;
  projectedRevenue: number;
  projectedExpense: number;
  projectedBalance: number;
};
type Flow = {
  openingBalance: number;
  buckets: Bucket[];
  byCategory: {
    categoryId: string | null;
    name: string;
    type: string;
    total: number;
    projected: number;
    count: number;
  }[];
  totals: Record<string, number>;
};

const flow = async (who: Caller, query: string) =>
  expectStatus(await who.get<Flow>(`/cash-flow?${query}`), 200);

/**
 * One workspace: a bank account (R$ 1.000,00 opening) and a cash box. Before the range a
 * revenue; in it a salary, the rent (tag "casa"), a pending bill, an uncategorized expense
 * and a transfer to the cash box; after it a paid expense.
 */
async function world() {
  const owner = await newCaller(app, database);
  const bank = await makeBox(owner, {
    openingDate: '2020-01-01',
    name: 'Conta',
    openingBalance: 100000,
  });
  const cash = await makeBox(owner, { openingDate: '2020-01-01', name: 'Dinheiro', kind: 'cash' });
  const salary = await categoryNamed(owner, 'Salário');
  const rent = await categoryNamed(owner, 'Aluguel');
  const housing = await categoryNamed(owner, 'Moradia');
  const energy = await categoryNamed(owner, 'Energia');
  await entry(owner, {
    boxId: bank.id,
    date: '2024-12-20',
    value: 7000,
    type: 'revenue',
    description: 'Antes',
  });
  await entry(owner, {
    boxId: bank.id,
    date: '2025-01-31',
    value: 500000,
    type: 'revenue',
    description: 'Salário',
    categoryId: salary.id,
  });
  await entry(owner, {
    boxId: bank.id,
    date: '2025-02-01',
    value: 185000,
    type: 'expense',
    description: 'Aluguel',
    categoryId: rent.id,
    tags: ['casa'],
  });
  await entry(owner, {
    boxId: bank.id,
    date: '2025-02-05',
    value: 10000,
    type: 'expense',
    description: 'Luz',
    categoryId: energy.id,
    status: 'pending',
  });
  await entry(owner, {
    boxId: cash.id,
    date: '2025-02-04',
    value: 1500,
    type: 'expense',
    description: 'Café',
  });
  expectStatus(
    await owner.post('/transfers', {
      fromBoxId: bank.id,
      toBoxId: cash.id,
      date: '2025-02-03',
      value: 20000,
      description: 'Saque',
    }),
    201,
  );
  await entry(owner, {
    boxId: bank.id,
    date: '2025-03-10',
    value: 5000,
    type: 'expense',
    description: 'Depois',
  });
  return { owner, bank, cash, salary, rent, housing, energy };
}

const boxes = async (who: Caller) =>
  expectStatus(await who.get<{ items: Box[] }>('/boxes'), 200).items;

describe('cash flow', () => {
  it('day buckets: every day present, transfers never revenue or expense, the running balance from the boxes', async () => {
    const { owner } = await world();
    const report = await flow(owner, 'from=2025-01-30&to=2025-02-06&granularity=day');
    expect(report.buckets.map((b) => b.start)).toEqual([
      '2025-01-30',
      '2025-01-31',
      '2025-02-01',
      '2025-02-02',
      '2025-02-03',
      '2025-02-04',
      '2025-02-05',
      '2025-02-06',
    ]);
    expect(report.buckets.every((b) => b.start === b.end)).toBe(true);
    expect(report.totals).toEqual({
      revenue: 500000,
      expense: 186500,
      net: 313500,
      projectedRevenue: 0,
      projectedExpense: 10000,
    });
    expect(report.openingBalance).toBe(107000);
    const byDay = Object.fromEntries(report.buckets.map((b) => [b.start, b]));
    expect(byDay['2025-01-30']).toMatchObject({ revenue: 0, expense: 0, balance: 107000 });
    expect(byDay['2025-01-31']).toMatchObject({ revenue: 500000, balance: 607000 });
    expect(byDay['2025-02-01']).toMatchObject({ expense: 185000, balance: 422000 });
    // The transfer moves money between two selected boxes: nothing changes in total.
    expect(byDay['2025-02-03']).toMatchObject({
      revenue: 0,
      expense: 0,
      transfersIn: 0,
      transfersOut: 0,
      balance: 422000,
    });
    expect(byDay['2025-02-04']).toMatchObject({ expense: 1500, balance: 420500 });
    expect(byDay['2025-02-05']).toMatchObject({
      expense: 0,
      projectedExpense: 10000,
      balance: 420500,
      projectedBalance: 410500,
    });
    // Up to today the running balance ends where the stored balances are, minus what came after the range.
    const stored = (await boxes(owner)).reduce((s, b) => s + b.balance, 0);
    expect(report.buckets.at(-1)!.balance).toBe(stored + 5000);
  });

  it('counts a box opening balance from its opening date on, not on the days before', async () => {
    const owner = await newCaller(app, database);
    await makeBox(owner, { openingDate: '2020-01-01', openingBalance: 5_000 });
    const late = await makeBox(owner, { openingDate: '2025-11-10', openingBalance: 100_000 });
    await makeBox(owner, { openingDate: '2025-12-01', openingBalance: 30_000 });
    const report = await flow(owner, 'from=2025-11-08&to=2025-11-11&granularity=day');
    expect(report.openingBalance).toBe(5_000);
    expect(report.buckets.map((b) => [b.start, b.balance, b.projectedBalance])).toEqual([
      ['2025-11-08', 5_000, 5_000],
      ['2025-11-09', 5_000, 5_000],
      ['2025-11-10', 105_000, 105_000],
      ['2025-11-11', 105_000, 105_000],
    ]);
    // The opening is no revenue, and one box alone starts at zero before its opening.
    expect(report.totals.revenue).toBe(0);
    const own = await flow(owner, `from=2025-11-08&to=2025-11-10&granularity=day&boxId=${late.id}`);
    expect(own.buckets.map((b) => b.balance)).toEqual([0, 0, 100_000]);
    const months = await flow(owner, 'from=2025-10-01&to=2025-12-31&granularity=month');
    expect(months.buckets.map((b) => b.balance)).toEqual([5_000, 105_000, 135_000]);
  });

  it('week buckets start on Monday and are clipped to the range; month buckets cross the month', async () => {
    const { owner } = await world();
    const weeks = await flow(owner, 'from=2025-01-29&to=2025-02-12&granularity=week');
    expect(weeks.buckets.map((b) => [b.start, b.end])).toEqual([
      ['2025-01-29', '2025-02-02'],
      ['2025-02-03', '2025-02-09'],
      ['2025-02-10', '2025-02-12'],
    ]);
    expect(weeks.buckets.map((b) => [b.revenue, b.expense, b.projectedExpense])).toEqual([
      [500000, 185000, 0],
      [0, 1500, 10000],
      [0, 0, 0],
    ]);
    const months = await flow(owner, 'from=2025-01-15&to=2025-03-31&granularity=month');
    expect(months.buckets.map((b) => [b.start, b.end, b.net])).toEqual([
      ['2025-01-15', '2025-01-31', 500000],
      ['2025-02-01', '2025-02-28', -186500],
      ['2025-03-01', '2025-03-31', -5000],
    ]);
    expect(months.buckets.map((b) => b.balance)).toEqual([607000, 420500, 415500]);
    expect(months.buckets.at(-1)!.balance).toBe(
      (await boxes(owner)).reduce((s, b) => s + b.balance, 0),
    );
  });

  it('a box filter: its transfers move its balance but never its revenue/expense', async () => {
    const { owner, bank, cash } = await world();
    const ofBank = await flow(
      owner,
      `from=2025-02-01&to=2025-02-28&granularity=month&boxId=${bank.id}`,
    );
    expect(ofBank.openingBalance).toBe(607000);
    expect(ofBank.buckets).toEqual([
      expect.objectContaining({
        revenue: 0,
        expense: 185000,
        transfersIn: 0,
        transfersOut: 20000,
        balance: 402000,
        projectedExpense: 10000,
        projectedBalance: 392000,
      }),
    ]);
    const ofCash = await flow(
      owner,
      `from=2025-02-01&to=2025-02-28&granularity=month&boxId=${cash.id}`,
    );
    expect(ofCash.buckets[0]).toMatchObject({
      revenue: 0,
      expense: 1500,
      transfersIn: 20000,
      transfersOut: 0,
      balance: 18500,
    });
    expect(ofCash.totals).toMatchObject({ revenue: 0, expense: 1500 });
    const stored = (await boxes(owner)).find((b) => b.id === cash.id)!;
    expect(ofCash.buckets[0]!.balance).toBe(stored.balance);
  });

  it('filters by category (a group includes its subcategories) and tag; the balance follows the boxes only', async () => {
    const { owner, housing, rent } = await world();
    const all = await flow(owner, 'from=2025-02-01&to=2025-02-28');
    const byHousing = await flow(owner, `from=2025-02-01&to=2025-02-28&categoryId=${housing.id}`);
    expect(byHousing.totals).toEqual({
      revenue: 0,
      expense: 185000,
      net: -185000,
      projectedRevenue: 0,
      projectedExpense: 10000,
    });
    expect(byHousing.buckets[0]!.balance).toBe(all.buckets[0]!.balance);
    const byRent = await flow(owner, `from=2025-02-01&to=2025-02-28&categoryId=${rent.id}`);
    expect(byRent.totals).toMatchObject({ expense: 185000, projectedExpense: 0 });
    const byTag = await flow(owner, 'from=2025-01-01&to=2025-12-31&tag=casa');
    expect(byTag.totals).toMatchObject({ revenue: 0, expense: 185000, projectedExpense: 0 });
  });

  it('groups by category with pending apart, and leaves pending out when asked', async () => {
    const { owner, salary, rent, energy } = await world();
    const report = await flow(owner, 'from=2025-01-01&to=2025-02-28');
    expect(report.byCategory).toEqual([
      {
        categoryId: salary.id,
        name: 'Salário',
        parentId: null,
        type: 'revenue',
        total: 500000,
        projected: 0,
        count: 1,
      },
      {
        categoryId: rent.id,
        name: 'Aluguel',
        parentId: rent.parentId,
        type: 'expense',
        total: 185000,
        projected: 0,
        count: 1,
      },
      {
        categoryId: energy.id,
        name: 'Energia',
        parentId: energy.parentId,
        type: 'expense',
        total: 0,
        projected: 10000,
        count: 1,
      },
      {
        categoryId: null,
        name: 'Sem categoria',
        parentId: null,
        type: 'expense',
        total: 1500,
        projected: 0,
        count: 1,
      },
    ]);
    const paidOnly = await flow(owner, 'from=2025-01-01&to=2025-02-28&includePending=false');
    expect(paidOnly.totals).toMatchObject({ projectedExpense: 0, expense: 186500 });
    expect(paidOnly.byCategory.map((c) => c.name)).not.toContain('Energia');
    expect(paidOnly.buckets.every((b) => b.projectedBalance === b.balance)).toBe(true);
  });

  it('São Paulo days are calendar days, also on the old daylight-saving switches', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { name: 'Conta', openingDate: '2018-01-01' });
    for (const date of ['2018-02-17', '2018-02-18', '2018-11-03', '2018-11-04'])
      await entry(owner, { boxId: bank.id, date, value: 100, type: 'revenue', description: date });
    const feb = await flow(owner, 'from=2018-02-16&to=2018-02-19&granularity=day');
    expect(feb.buckets.map((b) => [b.start, b.revenue])).toEqual([
      ['2018-02-16', 0],
      ['2018-02-17', 100],
      ['2018-02-18', 100],
      ['2018-02-19', 0],
    ]);
    const nov = await flow(owner, 'from=2018-10-29&to=2018-11-11&granularity=week');
    expect(nov.buckets.map((b) => [b.start, b.end, b.revenue])).toEqual([
      ['2018-10-29', '2018-11-04', 200],
      ['2018-11-05', '2018-11-11', 0],
    ]);
  });

  it('refuses bad ranges in pt-BR, hides other workspaces, lets an Observador read', async () => {
    const { owner, bank, rent } = await world();
    const backwards = await owner.get('/cash-flow?from=2025-02-01&to=2025-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      fields: { to: 'A data final deve ser igual ou posterior à inicial.' },
    });
    const tooLong = await owner.get('/cash-flow?from=2024-01-01&to=2025-01-02&granularity=day');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      message: 'Por dia, o período pode ter no máximo 366 dias.',
    });
    expectStatus(
      await owner.get('/cash-flow?from=2020-01-01&to=2024-12-31&granularity=month'),
      200,
    );
    // Without a range: the twelve months up to the end of this one.
    const lastYear = await flow(owner, '');
    expect(lastYear.buckets).toHaveLength(12);
    expect(lastYear.buckets[0]!.start.slice(8)).toBe('01');
    expect(lastYear.buckets.at(-1)!.end.slice(8)).toMatch(/^(28|29|30|31)$/);
    expect(
      (await owner.get('/cash-flow?from=2025-01-01&to=2025-01-01&granularity=day')).status,
    ).toBe(200);
    // The default end (this month) comes before a `from` in 2190.
    const early = await owner.get('/cash-flow?from=2190-01-01');
    expect(early).toMatchObject({
      status: 400,
      body: { fields: { to: 'A data final deve ser igual ou posterior à inicial.' } },
    });
    expectStatus(await owner.get('/cash-flow?from=2025-01-01&to=2025-01-31&granularity=year'), 400);

    const stranger = await newCaller(app, database);
    expect(
      (await stranger.get(`/cash-flow?from=2025-01-01&to=2025-01-31&boxId=${bank.id}`)).status,
    ).toBe(404);
    expect(
      (await stranger.get(`/cash-flow?from=2025-01-01&to=2025-01-31&categoryId=${rent.id}`)).status,
    ).toBe(404);
    const outsider = await stranger.get<Flow>('/cash-flow?from=2025-01-01&to=2025-12-31');
    expect(expectStatus(outsider, 200).totals).toMatchObject({ revenue: 0, expense: 0 });

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect((await flow(viewer, 'from=2025-01-01&to=2025-02-28')).totals.revenue).toBe(500000);
  });
});

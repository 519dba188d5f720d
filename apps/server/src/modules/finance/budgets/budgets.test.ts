import type { Budget, BudgetReport, Budgets } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { categoryNamed, entry, joinAs, makeBox, makeEntry, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

describe('budgets', () => {
  it('shows spent (paid and pending, subcategories inside their group, no transfers), remaining and percent, riskiest first', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingDate: '2020-01-01' });
    const wallet = await makeBox(owner, { kind: 'wallet', openingDate: '2020-01-01' });
    const food = await categoryNamed(owner, 'Alimentação');
    const market = await categoryNamed(owner, 'Mercado');
    const restaurants = await categoryNamed(owner, 'Restaurantes');
    const transport = await categoryNamed(owner, 'Transporte');
    const salary = await categoryNamed(owner, 'Salário');
    for (const [categoryId, amount] of [
      [food.id, 50_000],
      [transport.id, 10_000],
    ] as const)
      expectStatus(
        await owner.post<Budget>('/budgets', { categoryId, month: '2026-03', amount }),
        201,
      );
    const spend = (categoryId: string, value: number, date = '2026-03-10', status = 'paid') =>
      entry(owner, {
        boxId: account.id,
        categoryId,
        value,
        date,
        type: 'expense',
        description: 'x',
        status,
      });
    await spend(market.id, 20_000);
    await spend(restaurants.id, 10_000, '2026-03-31', 'pending');
    await spend(food.id, 5_000, '2026-04-01'); // next month
    await spend(transport.id, 9_000);
    await entry(owner, {
      boxId: account.id,
      categoryId: salary.id,
      value: 99_000,
      date: '2026-03-05',
      type: 'revenue',
      description: 'Salário',
    });
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: account.id,
        toBoxId: wallet.id,
        date: '2026-03-10',
        value: 7_000,
      }),
      201,
    );

    const march = expectStatus(await owner.get<Budgets>('/budgets?month=2026-03'), 200);
    expect(
      march.items.map((i) => [i.categoryName, i.spent, i.remaining, i.percent, i.status]),
    ).toEqual([
      ['Transporte', 9_000, 1_000, 90, 'warning'],
      ['Alimentação', 30_000, 20_000, 60, 'ok'],
    ]);
    expect(march.totals).toEqual({ available: 60_000, spent: 39_000 });

    // Repeats into April (inherited), with April's own spending.
    const april = expectStatus(await owner.get<Budgets>('/budgets?month=2026-04'), 200);
    const aprilFood = april.items.find((i) => i.categoryName === 'Alimentação')!;
    expect(aprilFood).toMatchObject({
      inherited: true,
      spent: 5_000,
      available: 50_000,
      percent: 10,
    });

    // A one-month budget in May ends the repetition: June has none.
    expectStatus(
      await owner.post('/budgets', {
        categoryId: food.id,
        month: '2026-05',
        amount: 80_000,
        repeat: false,
      }),
      201,
    );
    const june = expectStatus(await owner.get<Budgets>('/budgets?month=2026-06'), 200);
    expect(june.items.map((i) => i.categoryName)).toEqual(['Transporte']);
  });

  it('carries the unspent and the overspent into the next month when carry-over is on', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingDate: '2020-01-01' });
    const health = await categoryNamed(owner, 'Saúde');
    const budget = expectStatus(
      await owner.post<Budget>('/budgets', {
        categoryId: health.id,
        month: '2026-01',
        amount: 50_000,
        carryOver: true,
      }),
      201,
    );
    expect(budget).toMatchObject({ repeat: true, carryOver: true, amount: 50_000 });
    await makeEntry(owner, {
      boxId: account.id,
      categoryId: health.id,
      value: 30_000,
      date: '2026-01-15',
    });
    await makeEntry(owner, {
      boxId: account.id,
      categoryId: health.id,
      value: 90_000,
      date: '2026-02-15',
    });
    const month = async (m: string) =>
      expectStatus(await owner.get<Budgets>(`/budgets?month=${m}`), 200).items[0]!;
    expect(await month('2026-02')).toMatchObject({
      carried: 20_000,
      available: 70_000,
      remaining: -20_000,
      status: 'over',
    });
    expect(await month('2026-03')).toMatchObject({ carried: -20_000, available: 30_000, spent: 0 });

    // Carry-over off: March starts from its amount again.
    expectStatus(
      await owner.patch(`/budgets/${budget.id}`, { carryOver: false, version: budget.version }),
      200,
    );
    expect(await month('2026-03')).toMatchObject({ carried: 0, available: 50_000 });
  });

  it('reports six months by expense group with variation and the budget line', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingDate: '2020-01-01' });
    const food = await categoryNamed(owner, 'Alimentação');
    const market = await categoryNamed(owner, 'Mercado');
    const leisure = await categoryNamed(owner, 'Lazer');
    expectStatus(
      await owner.post('/budgets', { categoryId: food.id, month: '2026-05', amount: 60_000 }),
      201,
    );
    await makeEntry(owner, {
      boxId: account.id,
      categoryId: market.id,
      value: 40_000,
      date: '2026-05-02',
    });
    await makeEntry(owner, {
      boxId: account.id,
      categoryId: food.id,
      value: 50_000,
      date: '2026-06-02',
    });
    await makeEntry(owner, {
      boxId: account.id,
      categoryId: leisure.id,
      value: 10_000,
      date: '2026-01-20',
    });
    await makeEntry(owner, {
      boxId: account.id,
      categoryId: leisure.id,
      value: 10_000,
      date: '2025-12-20',
    });
    const report = expectStatus(await owner.get<BudgetReport>('/budget-report?month=2026-06'), 200);
    expect(report.months).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(report.rows).toEqual([
      {
        categoryId: food.id,
        categoryName: 'Alimentação',
        spent: [0, 0, 0, 0, 40_000, 50_000],
        budget: [null, null, null, null, 60_000, 60_000],
        variation: 25,
      },
      {
        categoryId: leisure.id,
        categoryName: 'Lazer',
        spent: [10_000, 0, 0, 0, 0, 0],
        budget: [null, null, null, null, null, null],
        variation: null,
      },
    ]);
    expect(report.totals).toEqual([10_000, 0, 0, 0, 40_000, 50_000]);
  });

  it('refuses revenue categories, a second budget for the same month, an Observador (403) and another workspace (404)', async () => {
    const owner = await newCaller(app, database);
    const food = await categoryNamed(owner, 'Alimentação');
    const salary = await categoryNamed(owner, 'Salário');
    const refused = await owner.post<{ message: string; fields: Record<string, string> }>(
      '/budgets',
      {
        categoryId: salary.id,
        month: '2026-03',
        amount: 100,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields.categoryId).toBe('Escolha uma categoria de despesa.');
    const budget = expectStatus(
      await owner.post<Budget>('/budgets', { categoryId: food.id, month: '2026-03', amount: 100 }),
      201,
    );
    const again = await owner.post<{ message: string }>('/budgets', {
      categoryId: food.id,
      month: '2026-03',
      amount: 200,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('já tem um orçamento');

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect(
      (await viewer.post('/budgets', { categoryId: food.id, month: '2026-04', amount: 100 }))
        .status,
    ).toBe(403);
    expect((await viewer.patch(`/budgets/${budget.id}`, { amount: 5 })).status).toBe(403);
    expectStatus(await viewer.get('/budgets?month=2026-03'), 200);

    const stranger = await newCaller(app, database);
    for (const answer of [
      await stranger.patch<{ message: string }>(`/budgets/${budget.id}`, { amount: 5 }),
      await stranger.del<{ message: string }>(`/budgets/${budget.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Orçamento não encontrado.');
    }
    expect(
      (await stranger.post('/budgets', { categoryId: food.id, month: '2026-04', amount: 100 }))
        .status,
    ).toBe(400);
    expect(expectStatus(await stranger.get<Budgets>('/budgets?month=2026-03'), 200).items).toEqual(
      [],
    );
    expectStatus(await owner.del(`/budgets/${budget.id}`), 200);
    expect(expectStatus(await owner.get<Budgets>('/budgets?month=2026-03'), 200).items).toEqual([]);
  });
});

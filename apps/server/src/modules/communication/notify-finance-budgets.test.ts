import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus, testApp, testDatabase, type Caller } from '../../test/kit';
import { inboxOf } from './notify-testing';

const database = testDatabase();
const app = await testApp();
const finance = apiClient('/api/app/riqueza');

async function categoryId(who: Caller, name: string): Promise<string> {
  const { items } = expectStatus(
    await who.get<{ items: { id: string; name: string }[] }>('/categories'),
    200,
  );
  return items.find((c) => c.name === name)!.id;
}

async function spend(who: Caller, boxId: string, categoryId: string, value: number) {
  const made = expectStatus(
    await who.post<{ items: { id: string; version: number }[] }>('/entries', {
      boxId,
      categoryId,
      value,
      date: '2026-03-10',
      type: 'expense',
      description: 'Compra',
    }),
    201,
  );
  return made.items[0]!;
}

const budgetTitles = async (userId: string) =>
  (await inboxOf(app, userId)).filter((n) => n.kind === 'finance').map((n) => n.title);

describe('budget notifications', () => {
  it('tell every Editor and up once per month when an entry takes a budget to 80 % and once at 100 %', async () => {
    const ana = await finance.newCaller(app, database);
    const bruna = await finance.joinAs(app, database, ana.workspaceId, 'editor', 'Bruna Lima');
    const vera = await finance.joinAs(app, database, ana.workspaceId, 'viewer', 'Vera Souza');
    const box = expectStatus(
      await ana.post<{ id: string }>('/boxes', {
        name: 'Conta',
        kind: 'bank_account',
        openingDate: '2020-01-01',
      }),
      201,
    );
    const food = await categoryId(ana, 'Alimentação');
    const market = await categoryId(ana, 'Mercado');
    const leisure = await categoryId(ana, 'Lazer');
    expectStatus(
      await ana.post('/budgets', { categoryId: food, month: '2026-03', amount: 50_000 }),
      201,
    );

    await spend(bruna, box.id, market, 30_000); // 60 %
    expect(await budgetTitles(ana.userId)).toEqual([]);
    await spend(bruna, box.id, food, 10_000); // 80 %: a subcategory's spending counted in its group
    const eighty = 'Orçamento de Alimentação chegou a 80 %';
    expect(await budgetTitles(ana.userId)).toEqual([eighty]);
    // The one whose entry crossed it is told too; an Observador is not.
    expect(await budgetTitles(bruna.userId)).toEqual([eighty]);
    expect(await budgetTitles(vera.userId)).toEqual([]);
    const [notice] = (await inboxOf(app, ana.userId)).filter((n) => n.kind === 'finance');
    expect(notice).toMatchObject({
      body: 'Gasto de R$ 400,00 de R$ 500,00 em março de 2026.',
      link: '/riqueza/administracao?aba=orcamentos&mes=2026-03',
    });

    await spend(bruna, box.id, market, 1_000); // 82 %: already told
    expect(await budgetTitles(ana.userId)).toEqual([eighty]);

    // An entry moved into the category (edited) crosses 100 %.
    const moved = await spend(bruna, box.id, leisure, 9_500);
    expect(await budgetTitles(ana.userId)).toEqual([eighty]);
    expectStatus(
      await bruna.patch(`/entries/${moved.id}`, { categoryId: market, version: moved.version }),
      200,
    );
    const hundred = 'Orçamento de Alimentação chegou a 100 %';
    expect(await budgetTitles(ana.userId)).toEqual([hundred, eighty]);
    await spend(bruna, box.id, market, 5_000);
    expect(await budgetTitles(ana.userId)).toEqual([hundred, eighty]);
  });

  it('one entry past both thresholds says 100 % only; a budget set when already past 80 % waits for the next threshold', async () => {
    const ana = await finance.newCaller(app, database);
    const box = expectStatus(
      await ana.post<{ id: string }>('/boxes', {
        name: 'Conta',
        kind: 'bank_account',
        openingDate: '2020-01-01',
      }),
      201,
    );
    const transport = await categoryId(ana, 'Transporte');
    const health = await categoryId(ana, 'Saúde');
    expectStatus(
      await ana.post('/budgets', { categoryId: transport, month: '2026-03', amount: 10_000 }),
      201,
    );
    await spend(ana, box.id, transport, 12_000);
    expect(await budgetTitles(ana.userId)).toEqual(['Orçamento de Transporte chegou a 100 %']);

    await spend(ana, box.id, health, 9_000);
    expectStatus(
      await ana.post('/budgets', { categoryId: health, month: '2026-03', amount: 10_000 }),
      201,
    );
    await spend(ana, box.id, health, 500); // 95 %: 80 % was passed before the budget existed
    expect(await budgetTitles(ana.userId)).toHaveLength(1);
    await spend(ana, box.id, health, 500); // 100 %
    expect((await budgetTitles(ana.userId))[0]).toBe('Orçamento de Saúde chegou a 100 %');
  });

  it('an import of many rows weighs the batch once: one notification with the batch total', async () => {
    const ana = await finance.newCaller(app, database);
    const box = expectStatus(
      await ana.post<{ id: string }>('/boxes', {
        name: 'Conta',
        kind: 'bank_account',
        openingDate: '2020-01-01',
      }),
      201,
    );
    const market = await categoryId(ana, 'Mercado');
    const food = await categoryId(ana, 'Alimentação');
    expectStatus(
      await ana.post('/budgets', { categoryId: food, month: '2026-03', amount: 10_000 }),
      201,
    );
    const rows = [3_000, 3_000, 3_000].map((value, i) => ({
      date: `2026-03-1${i}`,
      value,
      type: 'expense',
      description: `Mercado ${i + 1}`,
      categoryId: market,
    }));
    expectStatus(await ana.post('/imports', { boxId: box.id, rows }), 201);
    const [notice] = (await inboxOf(app, ana.userId)).filter((n) => n.kind === 'finance');
    expect(await budgetTitles(ana.userId)).toEqual(['Orçamento de Alimentação chegou a 80 %']);
    expect(notice!.body).toBe('Gasto de R$ 90,00 de R$ 100,00 em março de 2026.');
  });
});

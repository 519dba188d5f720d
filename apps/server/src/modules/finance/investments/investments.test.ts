import type {
  Box,
  Category,
  Entry,
  FinishInvestmentResult,
  PortfolioDetail,
  Portfolio,
  Valuation,
} from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { expectInvariant, joinAs, makeBox, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

describe('investments and portfolios', () => {
  it('tracks contributions and valuations, and finishes recording the result in Rendimentos', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingBalance: 100_000 });
    const cdb = await makeBox(owner, {
      kind: 'investment',
      investmentKind: 'cdb',
      name: 'CDB Banco',
    });
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: account.id,
        toBoxId: cdb.id,
        date: '2025-01-10',
        value: 50_000,
      }),
      201,
    );
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: cdb.id,
        toBoxId: account.id,
        date: '2025-02-10',
        value: 10_000,
      }),
      201,
    );
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    expectStatus(
      await editor.post<Valuation>(`/boxes/${cdb.id}/valuations`, {
        date: '2025-03-01',
        value: 41_000,
      }),
      201,
    );
    expectStatus(
      await editor.post<Valuation>(`/boxes/${cdb.id}/valuations`, {
        date: '2025-02-20',
        value: 40_500,
      }),
      201,
    );
    const valued = expectStatus(await owner.get<Box>(`/boxes/${cdb.id}`), 200);
    expect(valued).toMatchObject({
      balance: 40_000,
      currentValue: 41_000,
      currentValueOn: '2025-03-01',
      netContributed: 40_000,
    });
    expect(
      expectStatus(
        await owner.get<{ items: Valuation[] }>(`/boxes/${cdb.id}/valuations`),
        200,
      ).items.map((v) => v.date),
    ).toEqual(['2025-03-01', '2025-02-20']);
    expectStatus(
      await owner.post(`/boxes/${account.id}/valuations`, { date: '2025-03-01', value: 1 }),
      404,
    );

    const portfolio = expectStatus(
      await owner.post<PortfolioDetail>('/portfolios', {
        name: 'Renda fixa',
        investmentIds: [cdb.id],
      }),
      201,
    );
    expect(portfolio.totals).toEqual({
      invested: 40_000,
      currentValue: 41_000,
      return: 1_000,
      returnPct: 2.5,
    });
    expect(portfolio.allocation.byKind).toEqual([
      { key: 'cdb', label: 'CDB', value: 41_000, share: 1 },
    ]);
    expect(portfolio.history).toEqual([
      { date: '2025-01-01', value: 0 },
      { date: '2025-01-10', value: 50_000 },
      { date: '2025-02-10', value: 40_000 },
      { date: '2025-02-20', value: 40_500 },
      { date: '2025-03-01', value: 41_000 },
    ]);
    expectStatus(await owner.post('/portfolios', { name: 'X', investmentIds: [account.id] }), 400);

    expectStatus(
      await editor.post(`/boxes/${cdb.id}/finish`, { toBoxId: account.id, date: '2025-03-05' }),
      403,
    );
    const finished = expectStatus(
      await owner.post<FinishInvestmentResult>(`/boxes/${cdb.id}/finish`, {
        toBoxId: account.id,
        date: '2025-03-05',
      }),
      200,
    );
    expect(finished.entry).toMatchObject({
      type: 'revenue',
      value: 1_000,
      boxId: cdb.id,
      source: 'investment',
    });
    const categories = expectStatus(
      await owner.get<{ items: Category[] }>('/categories?type=revenue'),
      200,
    ).items;
    expect(categories.find((c) => c.id === finished.entry!.categoryId)?.name).toBe('Rendimentos');
    expect(finished.transfer).toMatchObject({
      fromBoxId: cdb.id,
      toBoxId: account.id,
      value: 41_000,
    });
    expect(finished.box).toMatchObject({ balance: 0 });
    expect(finished.box.finishedAt).not.toBeNull();
    expect(expectStatus(await owner.get<Box>(`/boxes/${account.id}`), 200).balance).toBe(
      100_000 - 50_000 + 10_000 + 41_000,
    );
    expectStatus(
      await owner.post('/entries', {
        boxId: cdb.id,
        date: '2025-03-06',
        value: 1,
        type: 'revenue',
        description: 'x',
      }),
      409,
    );
    expectStatus(
      await owner.post(`/boxes/${cdb.id}/valuations`, { date: '2025-03-06', value: 1 }),
      409,
    );
    expectStatus(
      await owner.post(`/boxes/${cdb.id}/finish`, { toBoxId: account.id, date: '2025-03-06' }),
      409,
    );
    await expectInvariant(database, owner.workspaceId);
  });

  it('shows a finished CDB with what was applied and what it yielded, not the redemption', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingBalance: 2_000_000 });
    const cdb = await makeBox(owner, { kind: 'investment', investmentKind: 'cdb', name: 'CDB' });
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: account.id,
        toBoxId: cdb.id,
        date: '2025-01-10',
        value: 1_100_000,
      }),
      201,
    );
    expectStatus(
      await owner.post(`/boxes/${cdb.id}/valuations`, { date: '2025-12-10', value: 1_115_000 }),
      201,
    );
    const finished = expectStatus(
      await owner.post<FinishInvestmentResult>(`/boxes/${cdb.id}/finish`, {
        toBoxId: account.id,
        date: '2025-12-10',
      }),
      200,
    );
    const figures = { netContributed: 1_100_000, currentValue: 1_115_000, balance: 0 };
    expect(finished.box).toMatchObject(figures);
    expect(expectStatus(await owner.get<Box>(`/boxes/${cdb.id}`), 200)).toMatchObject({
      ...figures,
      currentValueOn: '2025-12-10',
    });
    expect(finished.entry).toMatchObject({ type: 'revenue', value: 15_000 });
    await expectInvariant(database, owner.workspaceId);
  });

  it('keeps the current value when money moves after the latest valuation', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingBalance: 100_000 });
    const cdb = await makeBox(owner, {
      kind: 'investment',
      investmentKind: 'cdb',
      name: 'CDB Aplicação',
    });
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: account.id,
        toBoxId: cdb.id,
        date: '2025-06-01',
        value: 50_000,
      }),
      201,
    );
    expectStatus(
      await owner.post(`/boxes/${cdb.id}/valuations`, { date: '2025-06-30', value: 52_000 }),
      201,
    );
    // A contribution and a withdrawal after the valuation move the value by what moved, not to a loss.
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: account.id,
        toBoxId: cdb.id,
        date: '2025-07-01',
        value: 10_000,
      }),
      201,
    );
    expect(expectStatus(await owner.get<Box>(`/boxes/${cdb.id}`), 200)).toMatchObject({
      balance: 60_000,
      currentValue: 62_000,
      currentValueOn: '2025-06-30',
    });
    const out = expectStatus(
      await owner.post<{ id: string }>('/transfers', {
        fromBoxId: cdb.id,
        toBoxId: account.id,
        date: '2025-07-02',
        value: 2_000,
      }),
      201,
    );
    expect(expectStatus(await owner.get<Box>(`/boxes/${cdb.id}`), 200).currentValue).toBe(60_000);
    expectStatus(await owner.del(`/transfers/${out.id}`), 200);
    expect(expectStatus(await owner.get<Box>(`/boxes/${cdb.id}`), 200).currentValue).toBe(62_000);
    // A new valuation replaces the estimate.
    expectStatus(
      await owner.post(`/boxes/${cdb.id}/valuations`, { date: '2025-07-31', value: 63_500 }),
      201,
    );
    expect(expectStatus(await owner.get<Box>(`/boxes/${cdb.id}`), 200)).toMatchObject({
      currentValue: 63_500,
      currentValueOn: '2025-07-31',
    });
    const finished = expectStatus(
      await owner.post<FinishInvestmentResult>(`/boxes/${cdb.id}/finish`, {
        toBoxId: account.id,
        date: '2025-08-01',
      }),
      200,
    );
    expect(finished.transfer).toMatchObject({ value: 63_500 });
    await expectInvariant(database, owner.workspaceId);
  });

  it('records a loss as an expense and keeps portfolios editable', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner);
    const stocks = await makeBox(owner, {
      kind: 'investment',
      investmentKind: 'acoes',
      openingBalance: 10_000,
    });
    const crypto = await makeBox(owner, {
      kind: 'investment',
      investmentKind: 'cripto',
      openingBalance: 30_000,
    });
    const portfolio = expectStatus(
      await owner.post<PortfolioDetail>('/portfolios', {
        name: 'Variável',
        investmentIds: [stocks.id, crypto.id],
      }),
      201,
    );
    expect(portfolio.allocation.byInvestment.map((s) => [s.label, s.share])).toEqual([
      [crypto.name, 0.75],
      [stocks.name, 0.25],
    ]);
    const updated = expectStatus(
      await owner.patch<PortfolioDetail>(`/portfolios/${portfolio.id}`, {
        name: 'Só ações',
        investmentIds: [stocks.id],
      }),
      200,
    );
    expect(updated.investments.map((b) => b.id)).toEqual([stocks.id]);
    expect(expectStatus(await owner.get<Box>(`/boxes/${crypto.id}`), 200).portfolioId).toBeNull();
    expect(
      expectStatus(await owner.get<{ items: Portfolio[] }>('/portfolios'), 200).items.map((p) => [
        p.name,
        p.investmentCount,
      ]),
    ).toEqual([['Só ações', 1]]);

    expectStatus(
      await owner.post(`/boxes/${stocks.id}/valuations`, { date: '2025-02-01', value: 7_000 }),
      201,
    );
    const finished = expectStatus(
      await owner.post<FinishInvestmentResult>(`/boxes/${stocks.id}/finish`, {
        toBoxId: account.id,
        date: '2025-02-02',
      }),
      200,
    );
    expect(finished.entry).toMatchObject({ type: 'expense', value: 3_000 });
    expect(finished.transfer?.value).toBe(7_000);
    const entry = expectStatus(await owner.get<Entry>(`/entries/${finished.entry!.id}`), 200);
    const expense = expectStatus(
      await owner.get<{ items: Category[] }>('/categories?type=expense'),
      200,
    ).items;
    expect(expense.find((c) => c.id === entry.categoryId)?.name).toBe('Rendimentos');
    expectStatus(await owner.del(`/portfolios/${portfolio.id}`), 200);
    expect(expectStatus(await owner.get<Box>(`/boxes/${stocks.id}`), 200).portfolioId).toBeNull();
    await expectInvariant(database, owner.workspaceId);
  });
});

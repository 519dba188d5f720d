import type { DomainEventPayload } from '@orbita/contracts';
import type { Category, Entry } from '@orbita/contracts/finance';
import { describe, expect, it, vi } from 'vitest';
import { transaction } from '../../../platform/db/transaction';
import { recordEntries } from './record';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { expectInvariant, makeBox, makeEntry, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();
type Page = { items: Entry[]; nextCursor: string | null };

describe('entries', () => {
  it('pages newest first with filters, and never lists transfers as revenue or expense', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner);
    const wallet = await makeBox(owner, { kind: 'wallet' });
    const categories = expectStatus(
      await owner.get<{ items: Category[] }>('/categories'),
      200,
    ).items;
    const market = categories.find((c) => c.name === 'Mercado')!;
    for (let i = 1; i <= 7; i++) {
      await makeEntry(owner, {
        boxId: i % 2 ? account.id : wallet.id,
        date: `2025-04-0${i}`,
        value: i * 100,
        description: `Compra ${i} no mercado`,
        categoryId: i <= 3 ? market.id : null,
        tags: i === 5 ? ['Viagem'] : [],
      });
    }
    await makeEntry(owner, {
      boxId: account.id,
      date: '2025-04-08',
      value: 5000,
      type: 'revenue',
      description: 'Salário',
      status: 'pending',
    });
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: account.id,
        toBoxId: wallet.id,
        date: '2025-04-05',
        value: 999,
      }),
      201,
    );

    const seen: Entry[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = expectStatus(
        await owner.get<Page>(`/entries?limit=3${cursor ? `&cursor=${cursor}` : ''}`),
        200,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((e) => e.date)).toEqual([
      '2025-04-08',
      '2025-04-07',
      '2025-04-06',
      '2025-04-05',
      '2025-04-04',
      '2025-04-03',
      '2025-04-02',
      '2025-04-01',
    ]);
    expect(seen.some((e) => e.value === 999)).toBe(false);

    const list = async (query: string) =>
      expectStatus(await owner.get<Page>(`/entries?${query}`), 200).items.map((e) => e.value);
    expect(await list(`boxId=${wallet.id}`)).toEqual([600, 400, 200]);
    expect(await list(`categoryId=${market.id}`)).toEqual([300, 200, 100]);
    expect(await list('tag=viagem')).toEqual([500]);
    expect(await list('type=revenue')).toEqual([5000]);
    expect(await list('status=pending')).toEqual([5000]);
    expect(await list('from=2025-04-03&to=2025-04-04')).toEqual([400, 300]);
    expect(await list('q=compra 7')).toEqual([700]);
    expect(await list('q=%25')).toEqual([]);
  });

  it('checks categories: same workspace, same type; a used category cannot be deleted', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner);
    const categories = expectStatus(
      await owner.get<{ items: Category[] }>('/categories'),
      200,
    ).items;
    const salary = categories.find((c) => c.name === 'Salário')!;
    const bad = expectStatus(
      await owner.post<{ fields: Record<string, string> }>('/entries', {
        boxId: account.id,
        categoryId: salary.id,
        date: '2025-01-01',
        value: 1,
        type: 'expense',
        description: 'x',
      }),
      400,
    );
    expect(bad.fields.categoryId).toBe('Escolha uma categoria do mesmo tipo (Receita ou Despesa).');
    const pets = expectStatus(
      await owner.post<Category>('/categories', { name: 'Pets', type: 'expense' }),
      201,
    );
    const food = expectStatus(
      await owner.post<Category>('/categories', {
        name: 'Ração',
        type: 'expense',
        parentId: pets.id,
      }),
      201,
    );
    expect(food.fullName).toBe('Pets › Ração');
    expectStatus(await owner.post('/categories', { name: 'pets', type: 'expense' }), 409);
    expectStatus(
      await owner.post('/categories', { name: 'Sub', type: 'expense', parentId: food.id }),
      400,
    );
    expectStatus(
      await owner.post('/categories', { name: 'Sub', type: 'revenue', parentId: pets.id }),
      400,
    );
    await makeEntry(owner, { boxId: account.id, categoryId: food.id });
    expect(
      expectStatus(await owner.del<{ message: string }>(`/categories/${food.id}`), 409).message,
    ).toBe('Esta categoria está em uso em lançamentos e não pode ser excluída.');
    expectStatus(await owner.del(`/categories/${pets.id}`), 409);
    const renamed = expectStatus(
      await owner.patch<Category>(`/categories/${food.id}`, { name: 'Ração e petiscos' }),
      200,
    );
    expect(renamed.fullName).toBe('Pets › Ração e petiscos');
    const empty = expectStatus(
      await owner.post<Category>('/categories', { name: 'Vazia', type: 'expense' }),
      201,
    );
    expectStatus(await owner.del(`/categories/${empty.id}`), 200);
  });

  it('emits finance.entry.recorded for every created entry, inside the transaction', async () => {
    const owner = await newCaller(app, database);
    const card = await makeBox(owner, {
      kind: 'credit_card',
      limit: 100_000,
      closingDay: 5,
      dueDay: 15,
    });
    const events: DomainEventPayload<'finance.entry.recorded'>[] = [];
    const off = app.ctx.events.onInTransaction('finance.entry.recorded', (event) => {
      if (event.workspaceId === owner.workspaceId) events.push(event);
    });
    const parts = await makeEntry(owner, {
      boxId: card.id,
      date: '2025-06-01',
      value: 900,
      installments: 3,
    });
    expect(events).toEqual(
      parts.map((p) => ({
        workspaceId: owner.workspaceId,
        actorId: owner.userId,
        entryId: p.id,
        type: 'expense',
        value: 300,
        date: p.date,
      })),
    );
    // A failing handler rolls the entry back.
    const failing = app.ctx.events.onInTransaction('finance.entry.recorded', (event) => {
      if (event.workspaceId === owner.workspaceId) throw new Error('falhou');
    });
    const before = expectStatus(await owner.get<Page>('/entries'), 200).items.length;
    expect(
      (
        await owner.post('/entries', {
          boxId: card.id,
          date: '2025-06-02',
          value: 1,
          type: 'expense',
          description: 'x',
        })
      ).status,
    ).toBe(500);
    expect(expectStatus(await owner.get<Page>('/entries'), 200).items.length).toBe(before);
    failing();
    off();
  });

  it('tells the other tabs after the commit, always as entity finance', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner);
    const publish = vi.spyOn(app.realtime, 'publish');
    const [entry] = await makeEntry(owner, { boxId: account.id });
    expectStatus(await owner.patch(`/entries/${entry!.id}`, { status: 'pending' }), 200);
    expectStatus(await owner.del(`/entries/${entry!.id}`), 200);
    const mine = publish.mock.calls
      .map(([event]) => event)
      .filter((e) => e.workspaceId === owner.workspaceId);
    expect(mine.map((e) => [e.type, e.entity, e.id])).toEqual([
      ['created', 'finance', entry!.id],
      ['updated', 'finance', entry!.id],
      ['deleted', 'finance', entry!.id],
    ]);
    // A refused write publishes nothing.
    publish.mockClear();
    expectStatus(await owner.patch(`/entries/${entry!.id}`, { value: 5 }), 404);
    expect(publish.mock.calls.filter(([e]) => e.workspaceId === owner.workspaceId)).toEqual([]);
    publish.mockRestore();
  });

  it('keeps transfers out of the cash flow revenue and expense, and agrees with the box balances', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingBalance: 10_000 });
    const wallet = await makeBox(owner, { kind: 'wallet' });
    await makeEntry(owner, {
      boxId: account.id,
      date: '2025-04-03',
      value: 1_000,
      type: 'revenue',
    });
    await makeEntry(owner, { boxId: wallet.id, date: '2025-04-04', value: 300 });
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: account.id,
        toBoxId: wallet.id,
        date: '2025-04-05',
        value: 999,
      }),
      201,
    );
    const flow = expectStatus(
      await owner.get<{
        totals: { revenue: number; expense: number };
        buckets: { balance: number }[];
      }>('/cash-flow?from=2025-04-01&to=2025-04-30&granularity=month'),
      200,
    );
    expect(flow.totals).toMatchObject({ revenue: 1_000, expense: 300 });
    const boxes = expectStatus(
      await owner.get<{ items: { balance: number }[] }>('/boxes'),
      200,
    ).items;
    expect(flow.buckets.at(-1)!.balance).toBe(boxes.reduce((s, b) => s + b.balance, 0));
  });

  it('records a big import through recordEntries in one transaction, balances included', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner);
    const inputs = Array.from({ length: 2500 }, (_, i) => ({
      boxId: account.id,
      date: '2025-05-01',
      value: i + 1,
      type: 'revenue' as const,
      description: `Linha ${i}`,
    }));
    const rows = await transaction(app.ctx, (tx) =>
      recordEntries(tx, owner, inputs, { source: 'import' }),
    );
    expect(rows.map((r) => r.description)).toEqual(inputs.map((i) => i.description));
    expect(
      expectStatus(await owner.get<{ balance: number }>(`/boxes/${account.id}`), 200).balance,
    ).toBe((2500 * 2501) / 2);
    await expectInvariant(database, owner.workspaceId);
  });
});

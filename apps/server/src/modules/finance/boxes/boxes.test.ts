import type { Box, Category } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { makeBox, makeCard, makeEntry, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

describe('boxes', () => {
  it('creates boxes of every kind with live balances, and validates in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingBalance: -5000 });
    expect(account).toMatchObject({
      balance: -5000,
      projectedBalance: -5000,
      kind: 'bank_account',
      limit: null,
      archived: false,
    });
    const card = await makeCard(owner);
    expect(card).toMatchObject({
      limit: 500_000,
      closingDay: 10,
      dueDay: 20,
      availableLimit: 500_000,
    });
    const investment = await makeBox(owner, {
      kind: 'investment',
      investmentKind: 'cdb',
      openingBalance: 100_000,
    });
    expect(investment).toMatchObject({
      investmentKind: 'cdb',
      netContributed: 100_000,
      currentValue: null,
      startDate: '2025-01-01',
    });

    const bad = expectStatus(
      await owner.post<{ message: string; fields: Record<string, string> }>('/boxes', {
        name: '',
        kind: 'credit_card',
      }),
      400,
    );
    expect(bad.fields).toMatchObject({
      name: 'Informe o nome da caixa.',
      limit: 'Informe o limite do cartão.',
      closingDay: 'Informe o dia de fechamento.',
    });
    const badDay = expectStatus(
      await owner.post<{ fields: Record<string, string> }>('/boxes', {
        name: 'X',
        kind: 'credit_card',
        limit: 1,
        closingDay: 31,
        dueDay: 5,
      }),
      400,
    );
    expect(badDay.fields.closingDay).toBe('O dia de fechamento deve ser de 1 a 28.');

    await makeEntry(owner, { boxId: account.id, value: 1234, type: 'revenue' });
    await makeEntry(owner, { boxId: account.id, value: 200, type: 'expense', status: 'pending' });
    const after = expectStatus(await owner.get<Box>(`/boxes/${account.id}`), 200);
    expect(after).toMatchObject({ balance: -5000 + 1234, projectedBalance: -5000 + 1234 - 200 });
    const purchase = await makeEntry(owner, { boxId: card.id, value: 30_000 });
    expect(purchase).toHaveLength(1);
    expect(expectStatus(await owner.get<Box>(`/boxes/${card.id}`), 200).availableLimit).toBe(
      470_000,
    );
  });

  it('refuses to delete a box with entries (archive instead), archives and unarchives', async () => {
    const owner = await newCaller(app, database);
    const empty = await makeBox(owner);
    expectStatus(await owner.del(`/boxes/${empty.id}`), 200);
    expectStatus(await owner.get(`/boxes/${empty.id}`), 404);
    const used = await makeBox(owner);
    await makeEntry(owner, { boxId: used.id });
    const refused = expectStatus(await owner.del<{ message: string }>(`/boxes/${used.id}`), 409);
    expect(refused.message).toContain('arquive a caixa');
    expect(expectStatus(await owner.post<Box>(`/boxes/${used.id}/archive`), 200).archived).toBe(
      true,
    );
    const listed = expectStatus(await owner.get<{ items: Box[] }>('/boxes'), 200).items.map(
      (b) => b.id,
    );
    expect(listed).not.toContain(used.id);
    const all = expectStatus(
      await owner.get<{ items: Box[] }>('/boxes?includeArchived=true'),
      200,
    ).items.map((b) => b.id);
    expect(all).toContain(used.id);
    expectStatus(
      await owner.post('/entries', {
        boxId: used.id,
        date: '2025-03-01',
        value: 1,
        type: 'expense',
        description: 'x',
      }),
      409,
    );
    expect(expectStatus(await owner.post<Box>(`/boxes/${used.id}/unarchive`), 200).archived).toBe(
      false,
    );
  });

  it('creates the default categories once, even when the first requests race', async () => {
    const owner = await newCaller(app, database);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.get<{ items: Category[] }>('/categories')),
    );
    for (const a of answers) expect(a.status).toBe(200);
    const items = expectStatus(await owner.get<{ items: Category[] }>('/categories'), 200).items;
    expect(items.filter((c) => c.name === 'Moradia')).toHaveLength(1);
    expect(items.find((c) => c.name === 'Aluguel')?.fullName).toBe('Moradia › Aluguel');
    expect(items.filter((c) => c.type === 'revenue').map((c) => c.name)).toEqual([
      'Outras receitas',
      'Rendimentos',
      'Salário',
      'Serviços',
      'Vendas',
    ]);
  });
});

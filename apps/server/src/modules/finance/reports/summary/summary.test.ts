import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../../platform/clock';
import { expectStatus, testApp, testDatabase } from '../../../../test/kit';
import { entry, joinAs, makeBox, newCaller } from '../../testing';

const database = testDatabase();
const app = await testApp();

// Monday 10/03/2025 in São Paulo (15:00 UTC = 12:00 there).
beforeAll(() => {
  vi.spyOn(clock, 'now').mockReturnValue(new Date('2025-03-10T15:00:00Z'));
});
afterAll(() => vi.restoreAllMocks());

type Bill = {
  kind: string;
  description: string;
  dueDate: string;
  value: number;
  month: string | null;
  statementStatus: string | null;
  boxName: string;
};
type Summary = {
  today: string;
  totalBalance: number;
  projectedTotalBalance: number;
  boxes: { name: string; balance: number; availableLimit: number | null }[];
  month: {
    start: string;
    end: string;
    revenue: { paid: number; pending: number };
    expense: { paid: number; pending: number };
    net: number;
  };
  upcomingBills: Bill[];
  overdue: { count: number; total: number; items: Bill[] };
};

describe('finance summary', () => {
  it('balances, this month, upcoming bills with card statements, and what is overdue', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, {
      openingDate: '2020-01-01',
      name: 'Banco',
      openingBalance: 100000,
    });
    const cash = await makeBox(owner, {
      openingDate: '2020-01-01',
      name: 'Dinheiro',
      kind: 'cash',
      openingBalance: 5000,
    });
    const card = await makeBox(owner, {
      openingDate: '2020-01-01',
      name: 'Cartão',
      kind: 'credit_card',
      limit: 500000,
      closingDay: 5,
      dueDay: 15,
    });
    const old = await makeBox(owner, {
      openingDate: '2020-01-01',
      name: 'Antiga',
      openingBalance: 99999,
    });
    expectStatus(await owner.post(`/boxes/${old.id}/archive`), 200);

    await entry(owner, {
      boxId: bank.id,
      date: '2025-03-02',
      value: 300000,
      type: 'revenue',
      description: 'Salário',
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-03-01',
      value: 7000,
      type: 'expense',
      description: 'Boleto atrasado',
      status: 'pending',
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-03-20',
      value: 15000,
      type: 'expense',
      description: 'Condomínio',
      status: 'pending',
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-04-05',
      value: 20000,
      type: 'expense',
      description: 'Escola',
      status: 'pending',
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-04-30',
      value: 1,
      type: 'expense',
      description: 'Longe demais',
      status: 'pending',
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-03-25',
      value: 9000,
      type: 'revenue',
      description: 'Freela',
      status: 'pending',
    });
    // Card: January purchase → February statement (due 15/02, overdue); 20/02 → March (closed 05/03, due 15/03);
    // 08/03 → April (due 15/04, past the 30 days).
    await entry(owner, {
      boxId: card.id,
      date: '2025-01-10',
      value: 10000,
      type: 'expense',
      description: 'Livro',
    });
    await entry(owner, {
      boxId: card.id,
      date: '2025-02-20',
      value: 40000,
      type: 'expense',
      description: 'Mercado',
    });
    await entry(owner, {
      boxId: card.id,
      date: '2025-03-08',
      value: 3000,
      type: 'expense',
      description: 'Cinema',
    });
    expectStatus(
      await owner.post('/transfers', {
        fromBoxId: bank.id,
        toBoxId: cash.id,
        date: '2025-03-03',
        value: 1000,
      }),
      201,
    );

    const summary = expectStatus(await owner.get<Summary>('/summary'), 200);
    expect(summary.today).toBe('2025-03-10');
    expect(summary.totalBalance).toBe(100000 + 300000 - 1000 + 5000 + 1000);
    expect(summary.projectedTotalBalance).toBe(
      summary.totalBalance - 7000 - 15000 - 20000 - 1 + 9000,
    );
    expect(summary.boxes.map((b) => b.name)).toEqual(['Banco', 'Dinheiro', 'Cartão']);
    expect(summary.boxes[2]).toMatchObject({ balance: -53000, availableLimit: 500000 - 53000 });
    // Transfers never count; card purchases are expenses of the month they were made.
    expect(summary.month).toEqual({
      start: '2025-03-01',
      end: '2025-03-31',
      revenue: { paid: 300000, pending: 9000 },
      expense: { paid: 3000, pending: 22000 },
      net: 309000 - 25000,
    });
    expect(
      summary.upcomingBills.map((b) => [
        b.kind,
        b.description,
        b.dueDate,
        b.value,
        b.statementStatus,
      ]),
    ).toEqual([
      ['statement', 'Fatura 03/2025', '2025-03-15', 40000, 'closed'],
      ['entry', 'Condomínio', '2025-03-20', 15000, null],
      ['entry', 'Escola', '2025-04-05', 20000, null],
    ]);
    expect(summary.overdue).toEqual({
      count: 2,
      total: 17000,
      items: [
        expect.objectContaining({
          kind: 'statement',
          description: 'Fatura 02/2025',
          dueDate: '2025-02-15',
          value: 10000,
          boxName: 'Cartão',
        }),
        expect.objectContaining({
          kind: 'entry',
          description: 'Boleto atrasado',
          dueDate: '2025-03-01',
          value: 7000,
          boxName: 'Banco',
        }),
      ],
    });

    // Paying the February statement takes it off the overdue list.
    expectStatus(
      await owner.post(`/boxes/${card.id}/statements/2025-02/pay`, {
        fromBoxId: bank.id,
        date: '2025-03-10',
      }),
      201,
    );
    const after = expectStatus(await owner.get<Summary>('/summary'), 200);
    expect(after.overdue).toMatchObject({ count: 1, total: 7000 });

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect(expectStatus(await viewer.get<Summary>('/summary'), 200).totalBalance).toBe(
      after.totalBalance,
    );
    const stranger = await newCaller(app, database);
    expect(expectStatus(await stranger.get<Summary>('/summary'), 200)).toMatchObject({
      totalBalance: 0,
      boxes: [],
      upcomingBills: [],
      overdue: { count: 0 },
    });
  });
});

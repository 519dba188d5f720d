import type { Box, Entry, Statement, StatementDetail, Transfer } from '@orbita/contracts/finance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { expectInvariant, makeBox, makeCard, makeEntry, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();
const standOn = (day: string) =>
  vi.spyOn(clock, 'now').mockReturnValue(new Date(`${day}T15:00:00Z`));
afterEach(() => vi.restoreAllMocks());

describe('credit cards', () => {
  it('puts a purchase on the closing day in the next statement, one before it in this one', async () => {
    const owner = await newCaller(app, database);
    const card = await makeCard(owner, { closingDay: 10, dueDay: 20 });
    const [before] = await makeEntry(owner, { boxId: card.id, date: '2025-03-09', value: 100 });
    const [onDay] = await makeEntry(owner, { boxId: card.id, date: '2025-03-10', value: 200 });
    const [after] = await makeEntry(owner, { boxId: card.id, date: '2025-03-31', value: 400 });
    expect([before!.statementMonth, onDay!.statementMonth, after!.statementMonth]).toEqual([
      '2025-03',
      '2025-04',
      '2025-04',
    ]);
    const account = await makeBox(owner);
    const [plain] = await makeEntry(owner, { boxId: account.id });
    expect(plain!.statementMonth).toBeNull();
  });

  it('splits an installment purchase exactly, one statement a month', async () => {
    const owner = await newCaller(app, database);
    const card = await makeCard(owner, { closingDay: 25, dueDay: 5 });
    const parts = await makeEntry(owner, {
      boxId: card.id,
      date: '2025-01-31',
      value: 100_00 + 1,
      installments: 3,
      description: 'Geladeira',
    });
    expect(parts.map((p) => p.value)).toEqual([3335, 3333, 3333]);
    expect(parts.reduce((s, p) => s + p.value, 0)).toBe(10_001);
    expect(parts.map((p) => p.date)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31']);
    // 31 ≥ 25: the first falls in February's statement, then March, April.
    expect(parts.map((p) => p.statementMonth)).toEqual(['2025-02', '2025-03', '2025-04']);
    expect(parts.map((p) => [p.installmentNumber, p.installmentCount, p.description])).toEqual([
      [1, 3, 'Geladeira (1/3)'],
      [2, 3, 'Geladeira (2/3)'],
      [3, 3, 'Geladeira (3/3)'],
    ]);
    expect(new Set(parts.map((p) => p.installmentGroupId)).size).toBe(1);
    // The whole purchase uses the limit at once.
    expect(expectStatus(await owner.get<Box>(`/boxes/${card.id}`), 200).availableLimit).toBe(
      500_000 - 10_001,
    );

    // Editing one installment edits only it; deleting with scope=group removes the purchase.
    expectStatus(await owner.patch(`/entries/${parts[1]!.id}`, { value: 5000 }), 200);
    expect(expectStatus(await owner.get<Entry>(`/entries/${parts[2]!.id}`), 200).value).toBe(3333);
    const { ids } = expectStatus(
      await owner.del<{ ids: string[] }>(`/entries/${parts[0]!.id}?scope=group`),
      200,
    );
    expect(ids.sort()).toEqual(parts.map((p) => p.id).sort());
    expect(expectStatus(await owner.get<Box>(`/boxes/${card.id}`), 200).availableLimit).toBe(
      500_000,
    );

    const account = await makeBox(owner);
    const refused = expectStatus(
      await owner.post<{ message: string }>('/entries', {
        boxId: account.id,
        date: '2025-01-01',
        value: 900,
        type: 'expense',
        description: 'x',
        installments: 3,
      }),
      400,
    );
    expect(refused.message).toBe('Parcelamento só vale para despesas em cartão de crédito.');
    expectStatus(
      await owner.post('/entries', {
        boxId: card.id,
        date: '2025-01-01',
        value: 900,
        type: 'expense',
        description: 'x',
        installments: 49,
      }),
      400,
    );
  });

  it('computes statements (open, closed, paid) and pays one with a transfer', async () => {
    standOn('2025-04-12');
    const owner = await newCaller(app, database);
    const card = await makeCard(owner, { closingDay: 10, dueDay: 20 });
    const account = await makeBox(owner, { openingBalance: 100_000 });
    await makeEntry(owner, { boxId: card.id, date: '2025-03-01', value: 10_000 });
    await makeEntry(owner, {
      boxId: card.id,
      date: '2025-03-05',
      value: 2_000,
      type: 'revenue',
      description: 'Estorno',
    });
    await makeEntry(owner, { boxId: card.id, date: '2025-04-11', value: 7_000 });
    const statements = expectStatus(
      await owner.get<{ items: Statement[] }>(`/boxes/${card.id}/statements`),
      200,
    ).items;
    expect(statements).toEqual([
      {
        month: '2025-05',
        closingDate: '2025-05-10',
        dueDate: '2025-05-20',
        total: 7_000,
        paid: 0,
        credit: 0,
        remaining: 7_000,
        carriedOver: 0,
        historical: false,
        status: 'open',
      },
      {
        month: '2025-03',
        closingDate: '2025-03-10',
        dueDate: '2025-03-20',
        total: 8_000,
        paid: 0,
        credit: 0,
        remaining: 8_000,
        carriedOver: 0,
        historical: false,
        // Due on 20/03, unpaid on 12/04.
        status: 'overdue',
      },
    ]);
    const payment = expectStatus(
      await owner.post<Transfer>(`/boxes/${card.id}/statements/2025-03/pay`, {
        fromBoxId: account.id,
        date: '2025-03-18',
      }),
      201,
    );
    expect(payment).toMatchObject({
      value: 8_000,
      fromBoxId: account.id,
      toBoxId: card.id,
      statementMonth: '2025-03',
    });
    const detail = expectStatus(
      await owner.get<StatementDetail>(`/boxes/${card.id}/statements/2025-03`),
      200,
    );
    expect(detail).toMatchObject({ status: 'paid', paid: 8_000, remaining: 0 });
    expect(detail.entries).toHaveLength(2);
    expect(detail.payments.map((p) => p.id)).toEqual([payment.id]);
    expectStatus(
      await owner.post(`/boxes/${card.id}/statements/2025-03/pay`, {
        fromBoxId: account.id,
        date: '2025-03-19',
      }),
      409,
    );
    // A plain transfer into the card pays the oldest statement still owing (May's).
    const plain = expectStatus(
      await owner.post<Transfer>('/transfers', {
        fromBoxId: account.id,
        toBoxId: card.id,
        date: '2025-05-15',
        value: 500,
      }),
      201,
    );
    expect(plain.statementMonth).toBe('2025-05');
    expect(expectStatus(await owner.get<Box>(`/boxes/${account.id}`), 200).balance).toBe(
      100_000 - 8_000 - 500,
    );
    const cardNow = expectStatus(await owner.get<Box>(`/boxes/${card.id}`), 200);
    expect(cardNow).toMatchObject({ balance: -15_000 + 8_500, availableLimit: 500_000 - 6_500 });
    expectStatus(await owner.get(`/boxes/${account.id}/statements`), 404);
    await expectInvariant(database, owner.workspaceId);
  });

  it('moves purchases between statements when the closing day changes', async () => {
    const owner = await newCaller(app, database);
    const card = await makeCard(owner, { closingDay: 10 });
    const [entry] = await makeEntry(owner, { boxId: card.id, date: '2025-03-08' });
    expect(entry!.statementMonth).toBe('2025-03');
    expectStatus(await owner.patch(`/boxes/${card.id}`, { closingDay: 5 }), 200);
    expect(expectStatus(await owner.get<Entry>(`/entries/${entry!.id}`), 200).statementMonth).toBe(
      '2025-04',
    );
  });
});

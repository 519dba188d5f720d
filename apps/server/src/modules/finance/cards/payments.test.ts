import type { Box, Statement, StatementDetail, Transfer } from '@orbita/contracts/finance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { expectStatus, testApp, testDatabase, type Caller } from '../../../test/kit';
import { expectInvariant, makeBox, makeCard, makeEntry, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();
const standOn = (day: string) =>
  vi.spyOn(clock, 'now').mockReturnValue(new Date(`${day}T15:00:00Z`));
afterEach(() => vi.restoreAllMocks());

const statements = async (who: Caller, cardId: string) =>
  expectStatus(await who.get<{ items: Statement[] }>(`/boxes/${cardId}/statements`), 200).items;
const transfer = async (who: Caller, body: Record<string, unknown>) =>
  expectStatus(await who.post<Transfer>('/transfers', body), 201);
const balanceOf = async (who: Caller, id: string) =>
  expectStatus(await who.get<Box>(`/boxes/${id}`), 200).balance;

/** Issue 15's card: closing day 5, due day 12, R$ 100,00 bought on 20/11/2026 (December's statement). */
async function cardWithPurchase(today = '2026-11-26') {
  standOn(today);
  const owner = await newCaller(app, database);
  const card = await makeCard(owner, { closingDay: 5, dueDay: 12, limit: 100_000 });
  const account = await makeBox(owner, { openingBalance: 500_000 });
  await makeEntry(owner, { boxId: card.id, date: '2026-11-20', value: 100_00 });
  return { owner, card, account };
}

describe('card payments land on the statement they pay', () => {
  it('a transfer before the closing pays the open statement: no made-up statement, card at R$ 0,00', async () => {
    const { owner, card, account } = await cardWithPurchase();
    const paid = await transfer(owner, {
      fromBoxId: account.id,
      toBoxId: card.id,
      date: '2026-11-24',
      value: 100_00,
    });
    // Used to be "2026-11": a "Nov 2026 Paga R$ 0,00" statement nobody bought anything in.
    expect(paid.statementMonth).toBe('2026-12');
    const list = await statements(owner, card.id);
    expect(list.map((s) => [s.month, s.status, s.total, s.paid, s.remaining])).toEqual([
      ['2026-12', 'paid', 100_00, 100_00, 0],
    ]);
    expect(await balanceOf(owner, card.id)).toBe(0);
    // Nothing left to pay: "Pagar fatura" without a value is refused, so the card never goes to +R$ 100,00.
    const again = expectStatus(
      await owner.post<{ message: string }>(`/boxes/${card.id}/statements/2026-12/pay`, {
        fromBoxId: account.id,
        date: '2026-11-25',
      }),
      409,
    );
    expect(again.message).toBe('Esta fatura não tem valor a pagar.');
    await expectInvariant(database, owner.workspaceId);
  });

  it('pays the oldest unpaid statement first, and the one chosen when told', async () => {
    const { owner, card, account } = await cardWithPurchase('2027-01-08');
    // December closed on 05/12 (due 12/12, now overdue); January closed on 05/01 (due 12/01).
    await makeEntry(owner, { boxId: card.id, date: '2026-12-10', value: 30_00 });
    expect((await statements(owner, card.id)).map((s) => [s.month, s.status])).toEqual([
      ['2027-02', 'open'],
      ['2027-01', 'closed'],
      ['2026-12', 'overdue'],
    ]);
    const first = await transfer(owner, {
      fromBoxId: account.id,
      toBoxId: card.id,
      date: '2027-01-08',
      value: 100_00,
    });
    expect(first.statementMonth).toBe('2026-12');
    const chosen = await transfer(owner, {
      fromBoxId: account.id,
      toBoxId: card.id,
      date: '2027-01-08',
      value: 10_00,
      statementMonth: '2027-01',
    });
    expect(chosen.statementMonth).toBe('2027-01');
    // A month the card has nothing in is not a statement to pay.
    const invented = expectStatus(
      await owner.post<{ message: string; fields: Record<string, string> }>('/transfers', {
        fromBoxId: account.id,
        toBoxId: card.id,
        date: '2027-01-08',
        value: 10_00,
        statementMonth: '2026-06',
      }),
      400,
    );
    expect(invented.fields.statementMonth).toBe('Este cartão não tem fatura neste mês.');
    expectStatus(
      await owner.post(`/boxes/${card.id}/statements/2026-06/pay`, {
        fromBoxId: account.id,
        date: '2027-01-08',
      }),
      404,
    );
  });

  it('a partial payment leaves the rest owing; the next transfer pays the rest first', async () => {
    const { owner, card, account } = await cardWithPurchase('2026-12-08');
    await makeEntry(owner, { boxId: card.id, date: '2026-12-06', value: 50_00 });
    const part = expectStatus(
      await owner.post<Transfer>(`/boxes/${card.id}/statements/2026-12/pay`, {
        fromBoxId: account.id,
        date: '2026-12-08',
        value: 40_00,
      }),
      201,
    );
    expect(part.statementMonth).toBe('2026-12');
    let [open, december] = await statements(owner, card.id);
    expect(december).toMatchObject({ status: 'closed', paid: 40_00, remaining: 60_00 });
    expect(open).toMatchObject({ month: '2027-01', remaining: 50_00, credit: 0 });
    const rest = await transfer(owner, {
      fromBoxId: account.id,
      toBoxId: card.id,
      date: '2026-12-09',
      value: 60_00,
    });
    expect(rest.statementMonth).toBe('2026-12');
    [open, december] = await statements(owner, card.id);
    expect(december).toMatchObject({ status: 'paid', remaining: 0 });
    expect(open).toMatchObject({ status: 'open', remaining: 50_00 });
    expect(await balanceOf(owner, card.id)).toBe(-50_00);
  });

  it('an overpayment is a credit the next statement uses, never lost nor owed', async () => {
    const { owner, card, account } = await cardWithPurchase('2026-12-08');
    await makeEntry(owner, { boxId: card.id, date: '2026-12-06', value: 80_00 });
    expectStatus(
      await owner.post(`/boxes/${card.id}/statements/2026-12/pay`, {
        fromBoxId: account.id,
        date: '2026-12-08',
        value: 150_00,
      }),
      201,
    );
    const [open, december] = await statements(owner, card.id);
    expect(december).toMatchObject({
      status: 'paid',
      paid: 150_00,
      remaining: 0,
      carriedOver: 50_00,
    });
    expect(open).toMatchObject({
      month: '2027-01',
      credit: 50_00,
      remaining: 30_00,
      status: 'open',
    });
    const detail = expectStatus(
      await owner.get<StatementDetail>(`/boxes/${card.id}/statements/2027-01`),
      200,
    );
    expect(detail).toMatchObject({ credit: 50_00, remaining: 30_00 });
    expect(await balanceOf(owner, card.id)).toBe(-30_00);

    // Everything paid: a further transfer is a credit on the latest statement, not a new one.
    expectStatus(
      await owner.post(`/boxes/${card.id}/statements/2027-01/pay`, {
        fromBoxId: account.id,
        date: '2026-12-09',
      }),
      201,
    );
    const extra = await transfer(owner, {
      fromBoxId: account.id,
      toBoxId: card.id,
      date: '2026-12-10',
      value: 20_00,
    });
    expect(extra.statementMonth).toBe('2027-01');
    expect((await statements(owner, card.id)).map((s) => s.month)).toEqual(['2027-01', '2026-12']);
    await expectInvariant(database, owner.workspaceId);
  });

  it('moving a payment to another day chooses its statement again', async () => {
    const { owner, card, account } = await cardWithPurchase('2026-12-08');
    await makeEntry(owner, { boxId: card.id, date: '2026-12-06', value: 30_00 });
    const paid = await transfer(owner, {
      fromBoxId: account.id,
      toBoxId: card.id,
      date: '2026-12-08',
      value: 100_00,
    });
    expect(paid.statementMonth).toBe('2026-12');
    // Renamed only: it stays where it is, even as the statement's only payment.
    const renamed = expectStatus(
      await owner.patch<Transfer>(`/transfers/${paid.id}`, {
        description: 'Fatura',
        version: paid.version,
      }),
      200,
    );
    expect(renamed.statementMonth).toBe('2026-12');
    const moved = expectStatus(
      await owner.patch<Transfer>(`/transfers/${paid.id}`, {
        date: '2026-12-09',
        version: renamed.version,
      }),
      200,
    );
    // Without itself, December still owes R$ 100,00: it is chosen again, not January.
    expect(moved.statementMonth).toBe('2026-12');
  });
});

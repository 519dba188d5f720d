import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../platform/clock';
import { apiClient, expectStatus, testApp, testDatabase, type Caller } from '../../test/kit';
import { notifyStatementsDue } from './notify-on-finance-cards';
import { inboxOf } from './notify-testing';

const database = testDatabase();
const app = await testApp();
const finance = apiClient('/api/app/riqueza');
const standOn = (day: string) =>
  vi.spyOn(clock, 'now').mockReturnValue(new Date(`${day}T15:00:00Z`));
afterEach(() => vi.restoreAllMocks());

const cardOf = async (who: Caller, body: Record<string, unknown> = {}) =>
  expectStatus(
    await who.post<{ id: string }>('/boxes', {
      name: 'Nubank',
      kind: 'credit_card',
      limit: 1_000_00,
      closingDay: 5,
      dueDay: 12,
      openingDate: '2026-01-01',
      ...body,
    }),
    201,
  ).id;
const buy = async (who: Caller, boxId: string, value: number, date = '2026-11-20') =>
  expectStatus(
    await who.post('/entries', { boxId, date, value, type: 'expense', description: 'Compra' }),
    201,
  );
const financeTitles = async (userId: string) =>
  (await inboxOf(app, userId)).filter((n) => n.kind === 'finance').map((n) => n.title);

describe('credit-card notifications', () => {
  it('warns the payers at 80 % and 100 % of the limit, once per statement and threshold', async () => {
    standOn('2026-11-26');
    const ana = await finance.newCaller(app, database);
    const bruna = await finance.joinAs(app, database, ana.workspaceId, 'editor', 'Bruna Lima');
    const olga = await finance.joinAs(app, database, ana.workspaceId, 'viewer', 'Olga Reis');
    const card = await cardOf(ana);
    await buy(ana, card, 500_00);
    expect(await financeTitles(ana.userId)).toEqual([]);
    await buy(ana, card, 300_00);
    // The buyer too: it is news about the card, not about her purchase.
    const eighty = 'O cartão “Nubank” usou 80% do limite';
    expect(await financeTitles(ana.userId)).toEqual([eighty]);
    expect(await financeTitles(bruna.userId)).toEqual([eighty]);
    expect(await financeTitles(olga.userId)).toEqual([]);
    const [notice] = await inboxOf(app, bruna.userId);
    expect(notice).toMatchObject({
      body: 'Usado: R$ 800,00 de R$ 1.000,00 (fatura 12/2026).',
      link: `/riqueza/administracao?aba=caixas&caixa=${card}&fatura=2026-12`,
    });
    await buy(bruna, card, 50_00);
    expect(await financeTitles(ana.userId)).toEqual([eighty]);
    await buy(bruna, card, 200_00);
    expect(await financeTitles(ana.userId)).toEqual(['O cartão “Nubank” atingiu o limite', eighty]);
    await buy(ana, card, 10_00);
    expect(await financeTitles(bruna.userId)).toHaveLength(2);

    // A card with no limit, or an account, never warns.
    const noLimit = await cardOf(ana, { name: 'Sem limite', limit: 0 });
    await buy(ana, noLimit, 900_00);
    expect(await financeTitles(ana.userId)).toHaveLength(2);
  });

  it('a jump straight past 100 % tells once, not 80 % after it', async () => {
    standOn('2026-11-26');
    const ana = await finance.newCaller(app, database);
    const card = await cardOf(ana);
    await buy(ana, card, 1_200_00);
    await buy(ana, card, 10_00);
    expect(await financeTitles(ana.userId)).toEqual(['O cartão “Nubank” atingiu o limite']);
  });

  it('reminds of a statement still owing three days before its due day, once', async () => {
    // Far ahead, so few other tests' cards fall in the window.
    standOn('2091-03-01');
    const ana = await finance.newCaller(app, database);
    const olga = await finance.joinAs(app, database, ana.workspaceId, 'viewer', 'Olga Reis');
    const account = expectStatus(
      await ana.post<{ id: string }>('/boxes', {
        name: 'Conta',
        kind: 'bank_account',
        openingDate: '2091-01-01',
        openingBalance: 1_000_00,
      }),
      201,
    ).id;
    const card = await cardOf(ana, { closingDay: 5, dueDay: 17, openingDate: '2091-01-01' });
    const paidCard = await cardOf(ana, {
      name: 'Pago',
      closingDay: 5,
      dueDay: 17,
      openingDate: '2091-01-01',
    });
    await buy(ana, card, 120_00, '2091-02-20');
    await buy(ana, paidCard, 30_00, '2091-02-20');
    expectStatus(
      await ana.post('/transfers', {
        fromBoxId: account,
        toBoxId: paidCard,
        date: '2091-03-01',
        value: 30_00,
      }),
      201,
    );

    // 13/03: the due day (17/03) is 4 days away.
    await notifyStatementsDue(app.ctx, new Date('2091-03-13T15:00:00Z'));
    expect(await financeTitles(ana.userId)).toEqual([]);
    await notifyStatementsDue(app.ctx, new Date('2091-03-14T15:00:00Z'));
    const title = 'A fatura 03/2091 do cartão “Nubank” vence em 17/03/2091';
    expect(await financeTitles(ana.userId)).toEqual([title]);
    const [notice] = await inboxOf(app, ana.userId);
    expect(notice).toMatchObject({
      body: 'Falta pagar R$ 120,00.',
      link: `/riqueza/administracao?aba=caixas&caixa=${card}&fatura=2091-03`,
    });
    expect(await financeTitles(olga.userId)).toEqual([]);
    // Again (the next run, another instance): nothing new.
    await Promise.all([
      notifyStatementsDue(app.ctx, new Date('2091-03-15T15:00:00Z')),
      notifyStatementsDue(app.ctx, new Date('2091-03-17T15:00:00Z')),
    ]);
    expect(await financeTitles(ana.userId)).toEqual([title]);
  });
});

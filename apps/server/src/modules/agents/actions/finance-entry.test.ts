import type { AgentActionInput } from '@orbita/contracts/agents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { apiClient, expectStatus, testApp, testDatabase, type Caller } from '../../../test/kit';
import { action, envFor, expectPermanent, previewAction, runAction } from './action-testing';

const database = testDatabase();
const app = await testApp();
const finance = apiClient('/api/app/riqueza');

afterEach(() => vi.restoreAllMocks());

/** A person with a bank account and the default categories (made by the first finance request). */
async function withBox(who?: Caller) {
  const ana = who ?? (await finance.newCaller(app, database));
  const box = expectStatus(
    await ana.post<{ id: string }>('/boxes', {
      name: 'Conta',
      kind: 'bank_account',
      openingDate: '2020-01-01',
    }),
    201,
  );
  const category = async (type: 'revenue' | 'expense') =>
    expectStatus(
      await ana.post<{ id: string }>('/categories', { name: `Agente ${type}`, type }),
      201,
    ).id;
  const expense = await category('expense');
  const income = await category('revenue');
  return { ana, boxId: box.id, expense, income };
}

type EntryAction = Extract<AgentActionInput, { kind: 'finance_entry' }>;
const entry = (boxId: string, over: Partial<EntryAction> = {}) =>
  action({
    kind: 'finance_entry',
    type: 'expense',
    boxId,
    value: '{{event.value}}',
    description: 'Compra {{event.what}}',
    ...over,
  } as EntryAction);

async function entriesOf(who: Caller) {
  const { rows } = await database.pool.query(
    `select id from finance_entries where workspace_id = $1`,
    [who.workspaceId],
  );
  return rows;
}

describe('agent action: finance_entry', () => {
  it('records the rendered entry in the workspace box, dated today in the creator’s zone', async () => {
    const { ana, boxId, expense } = await withBox();
    // 02:00 on the 11th in Kiritimati (UTC+14) while São Paulo is still on the 10th.
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-10T12:00:00Z'));
    await database.pool.query(
      `insert into person_settings (user_id, time_zone, start_page, notifications)
       values ($1, 'Pacific/Kiritimati', '/me/home', '{}')`,
      [ana.userId],
    );
    const seen: { actorId: string | null }[] = [];
    const off = app.ctx.events.onInTransaction('finance.entry.recorded', (e) => {
      seen.push(e);
    });
    const env = envFor(app, { ...ana, input: { event: { value: 1990, what: 'de <b>tinta</b>' } } });
    const out = await runAction(entry(boxId, { categoryId: expense }), env).finally(off);
    expect(out).toEqual({ entryId: expect.any(String), value: 1990, date: '2026-03-11' });
    vi.restoreAllMocks();
    const stored = expectStatus(await ana.get(`/entries/${out.entryId as string}`), 200);
    expect(stored).toMatchObject({
      workspaceId: ana.workspaceId,
      boxId,
      categoryId: expense,
      value: 1990,
      type: 'expense',
      description: 'Compra de <b>tinta</b>',
      status: 'pending',
      date: '2026-03-11',
      createdBy: ana.userId,
    });
    expect(seen).toEqual([expect.objectContaining({ actorId: ana.userId })]);
  });

  it('refuses for good, in pt-BR: a value that is not centavos, another workspace’s box or category, a wrong-type category', async () => {
    const { ana, boxId, income } = await withBox();
    const other = await withBox();
    const env = (value: unknown) => envFor(app, { ...ana, input: { event: { value, what: 'x' } } });
    await expectPermanent(
      runAction(entry(boxId), env('19,90')),
      'Valor inválido: “19,90” não é um número de centavos (ex.: 1990 para R$ 19,90).',
    );
    await expectPermanent(runAction(entry(boxId), env(null)), /^Valor inválido: “”/);
    await expectPermanent(runAction(entry(boxId), env(0)), 'O valor deve ser maior que zero.');
    await expectPermanent(runAction(entry(other.boxId), env(100)), 'Caixa não encontrada.');
    await expectPermanent(
      runAction(entry(boxId, { categoryId: other.expense }), env(100)),
      'Categoria não encontrada.',
    );
    await expectPermanent(
      runAction(entry(boxId, { categoryId: income }), env(100)),
      'A categoria não é do tipo do lançamento.',
    );
    await expectPermanent(
      runAction(entry(boxId), { ...env(100), actor: { ...env(100).actor, role: 'viewer' } }),
      /^O agente age como Observador e não pode “Criar lançamento”/,
    );
    expect(await entriesOf(ana)).toEqual([]);
    expect(await entriesOf(other.ana)).toEqual([]);
  });

  it('an income ("Receita") is recorded as finance’s revenue, with a revenue category', async () => {
    const { ana, boxId, income } = await withBox();
    const env = envFor(app, { ...ana, input: { event: { value: '250', what: 'venda' } } });
    const out = await runAction(entry(boxId, { type: 'income', categoryId: income }), env);
    expect(expectStatus(await ana.get(`/entries/${out.entryId as string}`), 200)).toMatchObject({
      type: 'revenue',
      categoryId: income,
      value: 250,
    });
  });

  it('refuses in a workspace whose account type has no finance', async () => {
    const { ana, boxId } = await withBox();
    await database.pool.query(`update users set account_type = 'tourist' where id = $1`, [
      ana.userId,
    ]);
    const env = envFor(app, { ...ana, input: { event: { value: 100, what: 'x' } } });
    await expectPermanent(runAction(entry(boxId), env), /^Finanças: disponível em contas/);
    expect(await entriesOf(ana)).toEqual([]);
  });

  it('previews the rendered fields and what it would hit, recording nothing', async () => {
    const { ana, boxId, income } = await withBox();
    const other = await withBox();
    const env = envFor(app, { ...ana, input: { event: { value: 500, what: 'café' } } });
    expect(await previewAction(entry(boxId), env)).toEqual({
      rendered: {
        type: 'expense',
        boxId,
        categoryId: null,
        value: '500',
        description: 'Compra café',
        status: 'pending',
      },
      problem: null,
    });
    expect((await previewAction(entry(other.boxId), env)).problem).toBe('Caixa não encontrada.');
    expect((await previewAction(entry(boxId, { categoryId: income }), env)).problem).toBe(
      'A categoria não é do tipo do lançamento.',
    );
    expect(await entriesOf(ana)).toEqual([]);
  });
});

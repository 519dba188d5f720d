import { randomUUID } from 'node:crypto';
import type { DomainEventName } from '@orbita/contracts';
import type { Box, Entry, Transfer } from '@orbita/contracts/finance';
import { describe, expect, it, vi } from 'vitest';
import { type Caller, testApp, testDatabase } from '../../test/kit';
import { newCaller } from './testing';

const app = await testApp();
const database = testDatabase();

/** A tab of `caller`: every request carries its `X-Orbita-Tab`; `send` expects success. */
function tabOf(caller: Caller) {
  const inTab = caller.inTab();
  const send = async <T>(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const { status, body } =
      method === 'DELETE'
        ? await inTab.del<T>(url)
        : await (method === 'POST' ? inTab.post : inTab.patch)<T>(url, payload);
    expect(status, `${method} ${url}: ${JSON.stringify(body)}`).toBeLessThan(300);
    return body;
  };
  return { tab: inTab.tab, send };
}

/** The workspace's events on the app's bus, after commit, with the origin they ran under. */
function recordEvents(workspaceId: string) {
  const seen: { name: DomainEventName; actorId: string | null; origin: string | null }[] = [];
  const off = app.ctx.events.onAny(({ name, payload }, ctx) => {
    if (payload.workspaceId === workspaceId)
      seen.push({ name, actorId: payload.actorId, origin: ctx.origin ?? null });
  });
  return { seen, off };
}

describe('finance domain events and realtime', () => {
  it('every write emits its event and publishes its change with the asking tab as origin', async () => {
    const owner = await newCaller(app, database);
    const { tab, send } = tabOf(owner);
    const { seen, off } = recordEvents(owner.workspaceId);
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const opening = { openingDate: '2025-01-01' };
      const account = await send<Box>('POST', '/boxes', {
        name: 'Conta',
        kind: 'bank_account',
        openingBalance: 10_000,
        ...opening,
      });
      const card = await send<Box>('POST', '/boxes', {
        name: 'Cartão',
        kind: 'credit_card',
        limit: 100_000,
        closingDay: 10,
        dueDay: 20,
        ...opening,
      });
      const investment = await send<Box>('POST', '/boxes', {
        name: 'CDB',
        kind: 'investment',
        investmentKind: 'cdb',
        openingBalance: 1_000,
        ...opening,
      });
      const category = await send<{ id: string }>('POST', '/categories', {
        name: 'Pets',
        type: 'expense',
      });
      await send('PATCH', `/categories/${category.id}`, { name: 'Bichos' });
      await send('DELETE', `/categories/${category.id}`);

      const entry = { date: '2025-03-05', type: 'expense', description: 'Mercado' };
      const [made] = (
        await send<{ items: Entry[] }>('POST', '/entries', {
          ...entry,
          boxId: account.id,
          value: 1_000,
        })
      ).items;
      await send('PATCH', `/entries/${made!.id}`, { status: 'pending' });
      await send('DELETE', `/entries/${made!.id}`);
      await send('POST', '/entries', { ...entry, boxId: card.id, value: 3_000 });

      const transfer = await send<Transfer>('POST', '/transfers', {
        fromBoxId: account.id,
        toBoxId: investment.id,
        date: '2025-03-06',
        value: 100,
      });
      await send('PATCH', `/transfers/${transfer.id}`, { value: 200 });
      await send('DELETE', `/transfers/${transfer.id}`);
      await send('POST', `/boxes/${card.id}/statements/2025-03/pay`, {
        fromBoxId: account.id,
        date: '2025-03-20',
      });

      await send('POST', `/boxes/${investment.id}/valuations`, {
        date: '2025-03-01',
        value: 1_500,
      });
      await send('POST', `/boxes/${investment.id}/finish`, {
        toBoxId: account.id,
        date: '2025-03-31',
      });
      const portfolio = await send<{ id: string }>('POST', '/portfolios', { name: 'Longo prazo' });
      await send('PATCH', `/portfolios/${portfolio.id}`, { name: 'Aposentadoria' });
      await send('DELETE', `/portfolios/${portfolio.id}`);

      await send('POST', '/imports', {
        boxId: account.id,
        rows: [{ date: '2025-04-01', value: 700, type: 'revenue', description: 'PIX' }],
      });
      const period = await send<{ id: string }>('POST', '/periods', { endDate: '2025-01-31' });
      await send('POST', `/periods/${period.id}/reopen`);

      await send('PATCH', `/boxes/${account.id}`, { name: 'Conta principal' });
      await send('POST', `/boxes/${card.id}/archive`);
      await send('POST', `/boxes/${card.id}/unarchive`);
      const empty = await send<Box>('POST', '/boxes', { name: 'Vazia', kind: 'cash', ...opening });
      await send('DELETE', `/boxes/${empty.id}`);

      expect(seen.map((e) => e.name)).toEqual([
        'finance.workspace.prepared',
        'finance.box.created',
        'finance.box.created',
        'finance.box.created',
        'finance.category.created',
        'finance.category.updated',
        'finance.category.deleted',
        'finance.entry.recorded',
        'finance.entry.updated',
        'finance.entry.deleted',
        'finance.entry.recorded',
        'finance.transfer.created',
        'finance.transfer.updated',
        'finance.transfer.deleted',
        'finance.transfer.created',
        'finance.statement.paid',
        'finance.valuation.recorded',
        'finance.entry.recorded',
        'finance.transfer.created',
        'finance.investment.finished',
        'finance.portfolio.created',
        'finance.portfolio.updated',
        'finance.portfolio.deleted',
        'finance.entry.recorded',
        'finance.import.committed',
        'finance.period.closed',
        'finance.period.reopened',
        'finance.box.updated',
        'finance.box.archived',
        'finance.box.unarchived',
        'finance.box.created',
        'finance.box.deleted',
      ]);
      // The default categories are the system's; everything else is the owner's, from this tab.
      expect(seen[0]).toEqual({ name: 'finance.workspace.prepared', actorId: null, origin: tab });
      expect(seen.slice(1).every((e) => e.actorId === owner.userId && e.origin === tab)).toBe(true);

      const messages = publish.mock.calls
        .map(([message]) => message)
        .filter((m) => m.workspaceId === owner.workspaceId);
      expect(messages).toHaveLength(27);
      expect(messages.every((m) => m.entity === 'finance' && m.origin === tab)).toBe(true);
      expect(messages.slice(0, 4).map((m) => [m.type, m.id])).toEqual([
        ['created', account.id],
        ['created', card.id],
        ['created', investment.id],
        ['created', category.id],
      ]);
    } finally {
      off();
      publish.mockRestore();
    }
  });

  it('a refused write emits nothing and publishes nothing', async () => {
    const owner = await newCaller(app, database);
    const account = await tabOf(owner).send<Box>('POST', '/boxes', {
      name: 'Conta',
      kind: 'bank_account',
    });
    const { seen, off } = recordEvents(owner.workspaceId);
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const refused = await owner.post('/entries', {
        boxId: account.id,
        date: '2025-03-05',
        value: 100,
        type: 'expense',
        description: 'Sem categoria válida',
        categoryId: randomUUID(),
      });
      expect(refused.status).toBe(400);
      expect(seen).toEqual([]);
      expect(publish.mock.calls.filter(([m]) => m.workspaceId === owner.workspaceId)).toEqual([]);
    } finally {
      off();
      publish.mockRestore();
    }
  });
});

import type { Box, Entry, Period, Transfer } from '@orbita/contracts/finance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { expectInvariant, joinAs, makeBox, makeEntry, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();
afterEach(() => vi.restoreAllMocks());
const closedMessage =
  'Este lançamento está em um período fechado (até 31/03/2025). Reabra o período para alterá-lo.';

describe('periods', () => {
  it('freezes balances, refuses writes dated inside, reopens the latest and audits both', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2025-05-10T12:00:00Z'));
    const owner = await newCaller(app, database);
    const account = await makeBox(owner, { openingBalance: 1_000 });
    const wallet = await makeBox(owner, { kind: 'wallet' });
    const [march] = await makeEntry(owner, {
      boxId: account.id,
      date: '2025-03-20',
      value: 300,
      type: 'revenue',
    });
    await makeEntry(owner, { boxId: account.id, date: '2025-03-21', value: 50, status: 'pending' });
    const [april] = await makeEntry(owner, { boxId: account.id, date: '2025-04-02', value: 100 });
    const transfer = expectStatus(
      await owner.post<Transfer>('/transfers', {
        fromBoxId: account.id,
        toBoxId: wallet.id,
        date: '2025-03-25',
        value: 200,
      }),
      201,
    );

    expectStatus(await owner.post('/periods', { endDate: '2025-06-01' }), 400);
    const period = expectStatus(
      await owner.post<Period>('/periods', { endDate: '2025-03-31' }),
      201,
    );
    expect(period.status).toBe('closed');
    expect(Object.fromEntries(period.balances.map((b) => [b.boxId, b.balance]))).toEqual({
      [account.id]: 1_000 + 300 - 200,
      [wallet.id]: 200,
    });

    const refusals = [
      await owner.post('/entries', {
        boxId: account.id,
        date: '2025-03-31',
        value: 1,
        type: 'expense',
        description: 'x',
      }),
      await owner.patch(`/entries/${march!.id}`, { value: 1 }),
      await owner.patch(`/entries/${april!.id}`, { date: '2025-03-30' }),
      await owner.del(`/entries/${march!.id}`),
    ];
    for (const r of refusals)
      expect(r).toEqual({ status: 409, body: expect.objectContaining({ message: closedMessage }) });
    const transferRefusal = expectStatus(
      await owner.patch<{ message: string }>(`/transfers/${transfer.id}`, { value: 1 }),
      409,
    );
    expect(transferRefusal.message).toBe(
      'Esta transferência está em um período fechado (até 31/03/2025). Reabra o período para alterá-la.',
    );
    expectStatus(await owner.del(`/transfers/${transfer.id}`), 409);
    expectStatus(await owner.patch(`/boxes/${account.id}`, { openingBalance: 5 }), 409);
    expectStatus(await owner.post('/periods', { endDate: '2025-03-15' }), 409);
    // After the end date everything still works.
    expectStatus(await owner.patch(`/entries/${april!.id}`, { value: 120 }), 200);
    await makeEntry(owner, { boxId: account.id, date: '2025-04-01' });

    const later = expectStatus(
      await owner.post<Period>('/periods', { endDate: '2025-04-30' }),
      201,
    );
    expectStatus(await owner.post(`/periods/${period.id}/reopen`), 409);
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    expectStatus(await editor.post(`/periods/${later.id}/reopen`), 403);
    expectStatus(await editor.post('/periods', { endDate: '2025-05-01' }), 403);
    const admin = await joinAs(app, database, owner.workspaceId, 'admin', 'Ana Admin');
    const reopened = expectStatus(await admin.post<Period>(`/periods/${later.id}/reopen`), 200);
    expect(reopened).toMatchObject({
      status: 'reopened',
      reopenedBy: { id: admin.userId, name: 'Ana Admin' },
    });
    expectStatus(await owner.post(`/periods/${later.id}/reopen`), 409);
    // April is open again; March is still closed beneath it.
    expectStatus(await owner.patch(`/entries/${april!.id}`, { value: 130 }), 200);
    expectStatus(await owner.patch(`/entries/${march!.id}`, { value: 1 }), 409);
    const listed = expectStatus(
      await owner.get<{ items: Period[]; latestClosedEndDate: string }>('/periods'),
      200,
    );
    expect(listed.latestClosedEndDate).toBe('2025-03-31');
    expect(listed.items.map((p) => p.status)).toEqual(['reopened', 'closed']);
    expectStatus(await owner.post(`/periods/${period.id}/reopen`), 200);
    expectStatus(await owner.patch(`/entries/${march!.id}`, { value: 1 }), 200);

    // The audit log is the workspaces module's table: read as rows, not through its schema.
    const { rows: audit } = await database.pool.query<{
      action: string;
      actor_user_id: string;
      actor_name: string;
      details: { periodId?: string };
    }>(
      'select action, actor_user_id, actor_name, details from audit_log where workspace_id = $1 order by seq',
      [owner.workspaceId],
    );
    expect(audit.map((a) => [a.action, a.actor_user_id, a.details.periodId])).toEqual([
      ['finance.period_closed', owner.userId, period.id],
      ['finance.period_closed', owner.userId, later.id],
      ['finance.period_reopened', admin.userId, later.id],
      ['finance.period_reopened', owner.userId, period.id],
    ]);
    expect(audit[2]!.actor_name).toBe('Ana Admin');
    await expectInvariant(database, owner.workspaceId);
  });

  it('leaves out of a closed period a box opened after its end date', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2025-11-20T12:00:00Z'));
    const owner = await newCaller(app, database);
    const old = await makeBox(owner, { openingBalance: 5_000 });
    const late = await makeBox(owner, { openingDate: '2025-11-10', openingBalance: 100_000 });
    const before = expectStatus(
      await owner.post<Period>('/periods', { endDate: '2025-11-09' }),
      201,
    );
    expect(before.balances.map((b) => [b.boxId, b.balance])).toEqual([[old.id, 5_000]]);
    const after = expectStatus(
      await owner.post<Period>('/periods', { endDate: '2025-11-10' }),
      201,
    );
    expect(Object.fromEntries(after.balances.map((b) => [b.boxId, b.balance]))).toEqual({
      [old.id]: 5_000,
      [late.id]: 100_000,
    });
  });

  it('lets no write slip into a period closing at the same time', async () => {
    const owner = await newCaller(app, database);
    const account = await makeBox(owner);
    const writes = Array.from({ length: 12 }, (_, i) =>
      owner.post<{ items: Entry[] }>('/entries', {
        boxId: account.id,
        date: '2025-01-15',
        value: 100 + i,
        type: 'revenue',
        description: `Corrida ${i}`,
      }),
    );
    const close = owner.post<Period>('/periods', { endDate: '2025-01-31' });
    const [closed, ...answers] = await Promise.all([close, ...writes]);
    const period = expectStatus(closed, 201);
    const accepted = answers
      .filter((a) => a.status === 201)
      .reduce((s, a) => s + a.body.items[0]!.value, 0);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    // Whatever was accepted is exactly what the frozen balance holds.
    expect(period.balances.find((b) => b.boxId === account.id)!.balance).toBe(accepted);
    expect(expectStatus(await owner.get<Box>(`/boxes/${account.id}`), 200).balance).toBe(accepted);
  });
});

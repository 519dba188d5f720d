import type { Entry, OccurrenceLink, Recurrence } from '@orbita/contracts/finance';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { transaction } from '../../../platform/db/transaction';
import { expectStatus, testApp, testDatabase, type Caller } from '../../../test/kit';
import { expectInvariant, joinAs, makeBox, newCaller } from '../testing';
import { generateOccurrences } from './generate';

const app = await testApp();
const database = testDatabase();

// The tests stand on 10/01/2026 (São Paulo): the horizon is 10/01/2027.
const now = () => vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-01-10T15:00:00Z'));
afterEach(() => vi.restoreAllMocks());

type Created = { recurrence: Recurrence; items: Entry[] };
const rent = (boxId: string, body: Record<string, unknown> = {}) => ({
  boxId,
  date: '2026-01-05',
  value: 150_000,
  type: 'expense',
  description: 'Aluguel',
  frequency: 'monthly',
  end: 'count',
  count: 12,
  ...body,
});

async function series(who: Caller, body: Record<string, unknown> = {}) {
  const box = await makeBox(who);
  const made = expectStatus(await who.post<Created>('/recurrences', rent(box.id, body)), 201);
  return { box, ...made };
}

async function entriesOf(who: Caller, description = 'Aluguel') {
  const page = expectStatus(
    await who.get<{ items: Entry[] }>(`/entries?q=${encodeURIComponent(description)}&limit=200`),
    200,
  );
  return page.items.sort((a, b) => a.date.localeCompare(b.date));
}

const links = async (who: Caller) =>
  expectStatus(
    await who.get<{ items: Recurrence[]; occurrences: OccurrenceLink[] }>('/recurrences'),
    200,
  );

describe('recurring entries', () => {
  it('creates 12 pending monthly occurrences, numbered, and keeps the ledger', async () => {
    now();
    const owner = await newCaller(app, database);
    const { box, items, recurrence } = await series(owner);
    expect(items.map((e) => e.date)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-05`),
    );
    expect(items.every((e) => e.status === 'pending' && e.value === 150_000)).toBe(true);
    expect(recurrence).toMatchObject({ totalCount: 12, lastNumber: 12, frequency: 'monthly' });
    const { occurrences } = await links(owner);
    expect(occurrences.map((o) => `${o.number}/${o.total}`).sort()).toContain('3/12');
    const after = expectStatus(
      await owner.get<{ projectedBalance: number }>(`/boxes/${box.id}`),
      200,
    );
    expect(after.projectedBalance).toBe(-12 * 150_000);
    await expectInvariant(database, owner.workspaceId);
  });

  it('keeps day 31 as the last day of shorter months, then 31 again', async () => {
    now();
    const owner = await newCaller(app, database);
    // The form's "Pago" applies to the first occurrence only.
    const { items } = await series(owner, { date: '2026-01-31', count: 4, status: 'paid' });
    expect(items.map((e) => e.status)).toEqual(['paid', 'pending', 'pending', 'pending']);
    expect(items.map((e) => e.date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    const weekly = await series(owner, {
      date: '2026-01-01',
      frequency: 'weekly',
      interval: 2,
      end: 'date',
      endDate: '2026-02-12',
      description: 'Faxina',
    });
    expect(weekly.items.map((e) => e.date)).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-01-29',
      '2026-02-12',
    ]);
    expect(weekly.recurrence.totalCount).toBe(4);
  });

  it('generates a never-ending series up to the horizon, and more as time passes, never twice', async () => {
    now();
    const owner = await newCaller(app, database);
    const { recurrence, items } = await series(owner, {
      end: 'never',
      description: 'Salário',
      type: 'revenue',
    });
    // 05/01/2026 … 05/01/2027: 13 months within the 12-month horizon from 10/01/2026.
    expect(items).toHaveLength(13);
    // Idempotent: generating again up to the same day adds nothing.
    const again = await transaction(app.ctx, (tx) =>
      generateOccurrences(
        tx,
        { workspaceId: owner.workspaceId, userId: owner.userId },
        recurrence.id,
        '2027-01-10',
      ),
    );
    expect(again).toEqual([]);
    // Two months later, the next finance read tops the series up to the new horizon.
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-10T15:00:00Z'));
    expectStatus(await owner.get('/boxes'), 200);
    const all = await entriesOf(owner, 'Salário');
    expect(all).toHaveLength(15);
    expect(new Set(all.map((e) => e.date)).size).toBe(15);
    expect(all.at(-1)!.date).toBe('2027-03-05');
    await expectInvariant(database, owner.workspaceId);
  });

  it('"Este e os seguintes" splits the series: months 1–3 keep 1.500, 4–12 take 1.600; paid ones stay', async () => {
    now();
    const owner = await newCaller(app, database);
    const { items } = await series(owner);
    // The 6th is already paid: a series edit never changes it.
    const sixth = items[5]!;
    expectStatus(
      await owner.patch(`/entries/${sixth.id}`, { status: 'paid', version: sixth.version }),
      200,
    );
    const fourth = items[3]!;
    const answer = expectStatus(
      await owner.patch<{ entry: Entry; ids: string[] }>(`/recurrences/occurrences/${fourth.id}`, {
        value: 160_000,
        scope: 'following',
        version: fourth.version,
      }),
      200,
    );
    expect(answer.ids).toHaveLength(8);
    const values = (await entriesOf(owner)).map((e) => e.value / 100);
    expect(values).toEqual([
      1500, 1500, 1500, 1600, 1600, 1500, 1600, 1600, 1600, 1600, 1600, 1600,
    ]);
    const { items: recs, occurrences } = await links(owner);
    expect(recs.map((r) => [r.firstNumber, r.lastNumber, r.value])).toEqual([
      [1, 3, 150_000],
      [4, 12, 160_000],
    ]);
    // The numbering goes on across the split: still "4/12".
    expect(occurrences.find((o) => o.entryId === fourth.id)).toMatchObject({
      number: 4,
      total: 12,
    });
    await expectInvariant(database, owner.workspaceId);
  });

  it('"Todos" changes every pending occurrence and moves the day; "Somente este" only that one', async () => {
    now();
    const owner = await newCaller(app, database);
    const { items } = await series(owner, { count: 3 });
    const [first, second, third] = items as [Entry, Entry, Entry];
    expectStatus(
      await owner.patch(`/recurrences/occurrences/${third.id}`, {
        value: 99,
        scope: 'one',
        version: third.version,
      }),
      200,
    );
    expect((await entriesOf(owner)).map((e) => e.value)).toEqual([150_000, 150_000, 99]);
    expectStatus(
      await owner.patch(`/recurrences/occurrences/${second.id}`, {
        date: '2026-02-10',
        description: 'Aluguel apto',
        scope: 'all',
        version: second.version,
      }),
      200,
    );
    const after = await entriesOf(owner);
    expect(after.map((e) => [e.date, e.description])).toEqual([
      ['2026-01-10', 'Aluguel apto'],
      ['2026-02-10', 'Aluguel apto'],
      ['2026-03-10', 'Aluguel apto'],
    ]);
    expect(after.map((e) => e.id)).toEqual([first.id, second.id, third.id]);
  });

  it('deletes with each scope; a skipped occurrence never comes back', async () => {
    now();
    const owner = await newCaller(app, database);
    const { items, recurrence } = await series(owner, { count: 6 });
    const del = (e: Entry, scope: string) =>
      owner.del<{ ids: string[] }>(`/recurrences/occurrences/${e.id}?scope=${scope}`);
    expect(expectStatus(await del(items[1]!, 'one'), 200).ids).toEqual([items[1]!.id]);
    const member = { workspaceId: owner.workspaceId, userId: owner.userId };
    expect(
      await transaction(app.ctx, (tx) =>
        generateOccurrences(tx, member, recurrence.id, '2027-12-31'),
      ),
    ).toEqual([]);
    expect(expectStatus(await del(items[3]!, 'following'), 200).ids).toHaveLength(3);
    expect((await entriesOf(owner)).map((e) => e.date)).toEqual(['2026-01-05', '2026-03-05']);
    expect((await links(owner)).items[0]).toMatchObject({ lastNumber: 3 });
    expectStatus(await del(items[0]!, 'all'), 200);
    expect(await entriesOf(owner)).toEqual([]);
    expect((await links(owner)).items).toEqual([]);
    await expectInvariant(database, owner.workspaceId);
  });

  it('answers 404 across workspaces, 403 to an Observador, pt-BR 400s', async () => {
    now();
    const owner = await newCaller(app, database);
    const { items, box } = await series(owner, { count: 2 });
    const stranger = await newCaller(app, database);
    const target = items[0]!;
    expect(
      expectStatus(
        await stranger.patch(`/recurrences/occurrences/${target.id}`, {
          value: 1,
          scope: 'all',
          version: 1,
        }),
        404,
      ),
    ).toMatchObject({ message: 'Lançamento recorrente não encontrado.' });
    expectStatus(await stranger.del(`/recurrences/occurrences/${target.id}?scope=all`), 404);
    expectStatus(await stranger.post('/recurrences', rent(box.id)), 404);
    expect((await links(stranger)).items).toEqual([]);

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expectStatus(await viewer.post('/recurrences', rent(box.id)), 403);
    expectStatus(
      await viewer.patch(`/recurrences/occurrences/${target.id}`, {
        value: 1,
        scope: 'one',
        version: 1,
      }),
      403,
    );
    expectStatus(await viewer.del(`/recurrences/occurrences/${target.id}?scope=one`), 403);
    expect((await links(viewer)).items).toHaveLength(1);

    expect(
      expectStatus(
        await owner.post('/recurrences', rent(box.id, { end: 'count', count: undefined })),
        400,
      ),
    ).toMatchObject({ fields: { count: 'Informe quantas vezes.' } });
    expect(
      expectStatus(
        await owner.post('/recurrences', rent(box.id, { end: 'date', endDate: '2025-01-01' })),
        400,
      ),
    ).toMatchObject({
      fields: { endDate: 'A data final deve ser depois do primeiro lançamento.' },
    });
  });

  it('emits the series events and publishes every entry it touched, with the tab as origin', async () => {
    now();
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    const names: string[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId && name.startsWith('finance.recurrence'))
        names.push(name);
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      const tab = owner.inTab();
      const made = expectStatus(
        await tab.post<Created>('/recurrences', rent(box.id, { count: 3 })),
        201,
      );
      expectStatus(
        await tab.patch(`/recurrences/occurrences/${made.items[1]!.id}`, {
          value: 5,
          scope: 'following',
          version: 1,
        }),
        200,
      );
      expectStatus(await tab.del(`/recurrences/occurrences/${made.items[0]!.id}?scope=all`), 200);
      expect(names).toEqual([
        'finance.recurrence.generated',
        'finance.recurrence.created',
        'finance.recurrence.updated',
        'finance.recurrence.ended',
      ]);
      const sent = publish.mock.calls.map(([m]) => `${m.type}:${m.entity}:${m.origin === tab.tab}`);
      expect(sent).toEqual([
        ...Array(3).fill('created:finance:true'),
        ...Array(2).fill('updated:finance:true'),
        'deleted:finance:true',
      ]);
    } finally {
      off();
    }
  });
});

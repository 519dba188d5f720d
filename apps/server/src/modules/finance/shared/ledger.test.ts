import type { Box, Entry, Transfer } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { expectInvariant, makeBox, makeCard, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

/** A small seeded generator, so a failing sequence can be replayed from its seed. */
function generator(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)]!,
  };
}

const day = (r: ReturnType<typeof generator>) =>
  `2025-0${r.int(1, 9)}-${String(r.int(1, 28)).padStart(2, '0')}`;

describe('the balance invariant', () => {
  for (const seed of [7, 42, 1234]) {
    it(`holds after a randomized sequence of writes (seed ${seed})`, async () => {
      const r = generator(seed);
      const owner = await newCaller(app, database);
      const boxes = [
        await makeBox(owner, { openingBalance: 10_000 }),
        await makeBox(owner, { kind: 'cash', openingBalance: -300 }),
        await makeCard(owner),
        await makeBox(owner, { kind: 'wallet' }),
      ];
      const ids = boxes.map((b) => b.id);
      const entries: Entry[] = [];
      const transfers: Transfer[] = [];
      for (let step = 0; step < 60; step++) {
        const op = r.int(0, 9);
        if (op <= 2 || entries.length === 0) {
          const installments = r.int(0, 3) === 0 ? r.int(2, 6) : undefined;
          const body = {
            boxId: installments ? boxes[2]!.id : r.pick(ids),
            date: day(r),
            value: r.int(1, 50_000),
            type: installments ? 'expense' : r.pick(['revenue', 'expense']),
            description: `Passo ${step}`,
            status: r.pick(['paid', 'pending']),
            installments,
          };
          entries.push(
            ...expectStatus(await owner.post<{ items: Entry[] }>('/entries', body), 201).items,
          );
        } else if (op === 3) {
          const entry = r.pick(entries);
          const patch = r.pick([
            { value: r.int(1, 9000) },
            { status: r.pick(['paid', 'pending']) },
            { boxId: r.pick(ids) },
            { type: r.pick(['revenue', 'expense']), categoryId: null },
            { date: day(r) },
          ]);
          const updated = expectStatus(
            await owner.patch<Entry>(`/entries/${entry.id}`, patch),
            200,
          );
          entries[entries.indexOf(entry)] = updated;
        } else if (op === 4) {
          const entry = r.pick(entries);
          const scope = entry.installmentGroupId && r.int(0, 1) ? 'group' : 'one';
          const { ids: gone } = expectStatus(
            await owner.del<{ ids: string[] }>(`/entries/${entry.id}?scope=${scope}`),
            200,
          );
          for (const id of gone)
            entries.splice(
              entries.findIndex((e) => e.id === id),
              1,
            );
        } else if (op <= 6 || transfers.length === 0) {
          const from = r.pick(ids);
          const to = r.pick(ids.filter((id) => id !== from));
          transfers.push(
            expectStatus(
              await owner.post<Transfer>('/transfers', {
                fromBoxId: from,
                toBoxId: to,
                date: day(r),
                value: r.int(1, 20_000),
              }),
              201,
            ),
          );
        } else if (op === 7) {
          const transfer = r.pick(transfers);
          const from = r.pick(ids);
          const patch = r.pick([
            { value: r.int(1, 9000) },
            { fromBoxId: from, toBoxId: r.pick(ids.filter((id) => id !== from)) },
            { date: day(r) },
          ]);
          transfers[transfers.indexOf(transfer)] = expectStatus(
            await owner.patch<Transfer>(`/transfers/${transfer.id}`, patch),
            200,
          );
        } else if (op === 8) {
          const transfer = r.pick(transfers);
          expectStatus(await owner.del(`/transfers/${transfer.id}`), 200);
          transfers.splice(transfers.indexOf(transfer), 1);
        } else if (r.int(0, 1)) {
          // Pays what remains of a card statement (a transfer assigned to it), when something does.
          const answer = await owner.post<Transfer>(
            `/boxes/${boxes[2]!.id}/statements/2025-0${r.int(1, 9)}/pay`,
            { fromBoxId: boxes[0]!.id, date: day(r) },
          );
          // 404: a month the card has no statement in (a payment never makes one up).
          expect([201, 404, 409]).toContain(answer.status);
          if (answer.status === 201) transfers.push(answer.body);
        } else {
          const box = r.pick(boxes);
          expectStatus(
            await owner.patch(`/boxes/${box.id}`, { openingBalance: r.int(-5000, 5000) }),
            200,
          );
        }
      }
      await expectInvariant(database, owner.workspaceId);
      // The API's balances are the stored ones; also check them against the client-side model.
      const listed = expectStatus(await owner.get<{ items: Box[] }>('/boxes'), 200).items;
      for (const box of listed) {
        const own = entries.filter((e) => e.boxId === box.id);
        const signed = (e: Entry) => (e.type === 'revenue' ? e.value : -e.value);
        const moved = transfers.reduce(
          (s, t) =>
            s + (t.toBoxId === box.id ? t.value : 0) - (t.fromBoxId === box.id ? t.value : 0),
          0,
        );
        expect(box.balance).toBe(
          box.openingBalance +
            own.filter((e) => e.status === 'paid').reduce((s, e) => s + signed(e), 0) +
            moved,
        );
        expect(box.projectedBalance).toBe(
          box.openingBalance + own.reduce((s, e) => s + signed(e), 0) + moved,
        );
      }
    });
  }

  it('loses no update when 20 entries are created on one box at once', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner, { openingBalance: 0 });
    const other = await makeBox(owner, { openingBalance: 0 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 5 === 4
          ? owner.post('/transfers', {
              fromBoxId: other.id,
              toBoxId: box.id,
              date: '2025-02-01',
              value: 100,
            })
          : owner.post('/entries', {
              boxId: box.id,
              date: '2025-02-01',
              value: 1000 + i,
              type: 'revenue',
              description: `Concorrente ${i}`,
            }),
      ),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
    const expected = Array.from({ length: 20 }, (_, i) => (i % 5 === 4 ? 100 : 1000 + i)).reduce(
      (s, v) => s + v,
      0,
    );
    expect(expectStatus(await owner.get<Box>(`/boxes/${box.id}`), 200).balance).toBe(expected);
    expect(expectStatus(await owner.get<Box>(`/boxes/${other.id}`), 200).balance).toBe(-400);
    await expectInvariant(database, owner.workspaceId);
  });

  it('never deadlocks or loses an update with transfers racing in opposite directions', async () => {
    const owner = await newCaller(app, database);
    const a = await makeBox(owner, { openingBalance: 0 });
    const b = await makeBox(owner, { openingBalance: 0 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        owner.post('/transfers', {
          fromBoxId: i % 2 ? a.id : b.id,
          toBoxId: i % 2 ? b.id : a.id,
          date: '2025-02-01',
          value: i % 2 ? 300 : 100,
        }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(expectStatus(await owner.get<Box>(`/boxes/${a.id}`), 200).balance).toBe(
      8 * 100 - 8 * 300,
    );
    expect(expectStatus(await owner.get<Box>(`/boxes/${b.id}`), 200).balance).toBe(
      8 * 300 - 8 * 100,
    );
    await expectInvariant(database, owner.workspaceId);
  });
});

import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { expectVersionedEdits } from '../../test/version-conflicts';
import { categoryNamed, expectInvariant, makeBox, makeEntry, newCaller } from './testing';

const database = testDatabase();
const app = await testApp();

type Detail = { id: string; version: number; investments: { name: string }[] };
const names = (portfolio: Detail) => portfolio.investments.map((b) => b.name).sort();
const investment = { kind: 'investment', investmentKind: 'cdb' } as const;

describe('finance: concurrent edits of the same version, the second answers 409 with the current record', () => {
  it('entries (balances move once: the refused edit changes nothing)', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    const [entry] = await makeEntry(owner, { boxId: box.id, value: 1000 });
    await expectVersionedEdits(owner, {
      path: `/entries/${entry!.id}`,
      first: { value: 2500, description: 'Mercado' },
      second: { value: 9900, description: 'Farmácia' },
    });
    await expectInvariant(database, owner.workspaceId);
  });

  it('boxes', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    await expectVersionedEdits(owner, {
      path: `/boxes/${box.id}`,
      first: { name: 'Conta principal', color: '#1976d2' },
      second: { name: 'Conta da outra pessoa' },
    });
  });

  it('categories', async () => {
    const owner = await newCaller(app, database);
    const created = expectStatus(
      await owner.post<{ id: string }>('/categories', { name: 'Pets', type: 'expense' }),
      201,
    );
    await categoryNamed(owner, 'Pets');
    await expectVersionedEdits(owner, {
      path: `/categories/${created.id}`,
      first: { name: 'Animais' },
      second: { name: 'Bichos' },
    });
  });

  it('portfolios', async () => {
    const owner = await newCaller(app, database);
    const created = expectStatus(
      await owner.post<{ id: string }>('/portfolios', { name: 'Aposentadoria' }),
      201,
    );
    await expectVersionedEdits(owner, {
      path: `/portfolios/${created.id}`,
      first: { name: 'Previdência', description: 'Longo prazo' },
      second: { name: 'Reserva' },
    });
  });

  it("a portfolio's investments edited inline: two people adding at once, the second gets 409", async () => {
    const owner = await newCaller(app, database);
    const [x, y] = [await makeBox(owner, investment), await makeBox(owner, investment)];
    const portfolio = expectStatus(
      await owner.post<Detail>('/portfolios', { name: 'Aposentadoria' }),
      201,
    );
    const added = expectStatus(
      await owner.patch<Detail>(`/portfolios/${portfolio.id}`, {
        investmentIds: [x.id],
        version: portfolio.version,
      }),
      200,
    );
    expect(added.version).toBe(portfolio.version + 1);
    // The other person added Y to the list as they saw it (empty): X would silently leave.
    const stale = await owner.patch<{ code: string; current: Detail }>(
      `/portfolios/${portfolio.id}`,
      { investmentIds: [y.id], version: portfolio.version },
    );
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.code).toBe('conflict');
    expect(stale.body.current).toMatchObject({ version: added.version });
    expect(names(stale.body.current)).toEqual([x.name]);
    const now = expectStatus(await owner.get<Detail>(`/portfolios/${portfolio.id}`), 200);
    expect(names(now)).toEqual([x.name]);
  });

  it("an investment taken by another portfolio (or moved on its box) makes the first one's list stale", async () => {
    const owner = await newCaller(app, database);
    const [x, y] = [await makeBox(owner, investment), await makeBox(owner, investment)];
    const first = expectStatus(
      await owner.post<Detail>('/portfolios', { name: 'Longo prazo', investmentIds: [x.id] }),
      201,
    );
    const other = expectStatus(await owner.post<Detail>('/portfolios', { name: 'Curto' }), 201);
    // Someone moves X to the other portfolio…
    expectStatus(
      await owner.patch(`/portfolios/${other.id}`, {
        investmentIds: [x.id],
        version: other.version,
      }),
      200,
    );
    // …so an edit of the first made on the list that still showed X would take X back.
    const stale = await owner.patch<{ current: Detail }>(`/portfolios/${first.id}`, {
      investmentIds: [x.id, y.id],
      version: first.version,
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(names(stale.body.current)).toEqual([]);
    const moved = expectStatus(await owner.get<Detail>(`/portfolios/${other.id}`), 200);
    expect(names(moved)).toEqual([x.name]);
    // The same through the box's own form: both portfolios' versions move.
    const before = expectStatus(await owner.get<Detail>(`/portfolios/${first.id}`), 200);
    expectStatus(await owner.patch(`/boxes/${x.id}`, { portfolioId: first.id }), 200);
    const after = expectStatus(await owner.get<Detail>(`/portfolios/${first.id}`), 200);
    expect(after.version).toBe(before.version + 1);
    expect(names(after)).toEqual([x.name]);
    const left = expectStatus(await owner.get<Detail>(`/portfolios/${other.id}`), 200);
    expect(left.version).toBe(moved.version + 1);
  });

  it("deleting an investment's box changes its portfolio's list: the portfolio's version moves", async () => {
    const owner = await newCaller(app, database);
    const [x, y] = [await makeBox(owner, investment), await makeBox(owner, investment)];
    const portfolio = expectStatus(
      await owner.post<Detail>('/portfolios', { name: 'Longo prazo', investmentIds: [x.id, y.id] }),
      201,
    );
    expectStatus(await owner.del(`/boxes/${x.id}`), 200);
    const after = expectStatus(await owner.get<Detail>(`/portfolios/${portfolio.id}`), 200);
    expect(after.version).toBe(portfolio.version + 1);
    expect(names(after)).toEqual([y.name]);
    // A form still showing X (made on the old version) is told the list changed.
    const stale = await owner.patch<{ code: string; current: Detail }>(
      `/portfolios/${portfolio.id}`,
      { name: 'Aposentadoria', version: portfolio.version },
    );
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.code).toBe('conflict');
    expect(names(stale.body.current)).toEqual([y.name]);
  });

  it('transfers', async () => {
    const owner = await newCaller(app, database);
    const from = await makeBox(owner);
    const to = await makeBox(owner, { kind: 'cash' });
    const created = expectStatus(
      await owner.post<{ id: string }>('/transfers', {
        fromBoxId: from.id,
        toBoxId: to.id,
        date: '2025-04-05',
        value: 5000,
      }),
      201,
    );
    await expectVersionedEdits(owner, {
      path: `/transfers/${created.id}`,
      first: { value: 7000, description: 'Saque' },
      second: { value: 100 },
    });
    await expectInvariant(database, owner.workspaceId);
  });
});

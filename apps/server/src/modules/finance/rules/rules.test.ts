import type { DomainEventName } from '@orbita/contracts';
import type { FinanceRule } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { categoryNamed, joinAs, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

type Rules = { items: FinanceRule[] };

async function makeRule(who: Caller, body: Record<string, unknown>): Promise<FinanceRule> {
  const transport = await categoryNamed(who, 'Transporte');
  return expectStatus(
    await who.post<FinanceRule>('/rules', {
      pattern: 'UBER',
      type: 'expense',
      categoryId: transport.id,
      ...body,
    }),
    201,
  );
}
const listed = async (who: Caller) =>
  expectStatus(await who.get<Rules>('/rules'), 200).items.map((r) => r.pattern);

describe('finance import rules', () => {
  it('creates rules last in order, edits, disables, reorders and deletes (positions stay 1..n)', async () => {
    const owner = await newCaller(app, database);
    const seen: DomainEventName[] = [];
    const off = app.ctx.events.onAny(({ name, payload }) => {
      if (payload.workspaceId === owner.workspaceId) seen.push(name);
    });
    const uber = await makeRule(owner, { pattern: ' UBER ' });
    expect(uber).toMatchObject({
      pattern: 'UBER',
      match: 'contains',
      type: 'expense',
      categoryName: 'Transporte',
      rename: null,
      position: 1,
      enabled: true,
      version: 1,
    });
    const rent = await categoryNamed(owner, 'Aluguel');
    const aluguel = await makeRule(owner, {
      pattern: 'Imobiliária',
      match: 'starts_with',
      categoryId: rent.id,
      rename: 'Aluguel do apartamento',
    });
    expect(aluguel).toMatchObject({ position: 2, categoryName: 'Moradia › Aluguel' });
    const ifood = await makeRule(owner, { pattern: 'IFOOD', match: 'equals' });
    expect(await listed(owner)).toEqual(['UBER', 'Imobiliária', 'IFOOD']);

    const off1 = expectStatus(
      await owner.patch<FinanceRule>(`/rules/${uber.id}`, { enabled: false, version: 1 }),
      200,
    );
    expect(off1).toMatchObject({ enabled: false, version: 2 });
    // An edit made on the old version is refused with the rule as it is now.
    const stale = await owner.patch<{ current: FinanceRule }>(`/rules/${uber.id}`, {
      pattern: 'Uber Trip',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ pattern: 'UBER', enabled: false });

    const reordered = expectStatus(
      await owner.put<Rules>('/rules/order', { ids: [ifood.id, uber.id, aluguel.id] }),
      200,
    );
    expect(reordered.items.map((r) => [r.pattern, r.position])).toEqual([
      ['IFOOD', 1],
      ['UBER', 2],
      ['Imobiliária', 3],
    ]);
    // A list made before a rule was added (or naming one twice) is refused, nothing moves.
    const partial = await owner.put('/rules/order', { ids: [uber.id, ifood.id] });
    expect(partial.status).toBe(409);
    expect(partial.body).toMatchObject({ message: expect.stringContaining('mudaram') });
    expect(await listed(owner)).toEqual(['IFOOD', 'UBER', 'Imobiliária']);

    expect(expectStatus(await owner.del(`/rules/${ifood.id}`), 200)).toEqual({
      id: ifood.id,
      deleted: true,
    });
    const after = expectStatus(await owner.get<Rules>('/rules'), 200).items;
    expect(after.map((r) => [r.pattern, r.position])).toEqual([
      ['UBER', 1],
      ['Imobiliária', 2],
    ]);
    expect((await owner.get(`/rules/${ifood.id}`)).status).toBe(404);
    off();
    expect(seen.filter((n) => n.startsWith('finance.rule.'))).toEqual([
      'finance.rule.created',
      'finance.rule.created',
      'finance.rule.created',
      'finance.rule.updated',
      'finance.rule.reordered',
      'finance.rule.deleted',
    ]);
  });

  it('refuses in pt-BR a category of the other type, another workspace, or a text without letters', async () => {
    const owner = await newCaller(app, database);
    const salary = await categoryNamed(owner, 'Salário');
    const wrongType = await owner.post('/rules', {
      pattern: 'UBER',
      type: 'expense',
      categoryId: salary.id,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({
      message: 'Uma regra de despesas precisa de uma categoria de despesa.',
      fields: { categoryId: 'Escolha uma categoria do mesmo tipo da regra.' },
    });
    const other = await newCaller(app, database);
    const theirs = await categoryNamed(other, 'Transporte');
    const foreign = await owner.post('/rules', {
      pattern: 'UBER',
      type: 'expense',
      categoryId: theirs.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: 'Categoria não encontrada.' });
    const symbols = await owner.post('/rules', {
      pattern: ' *** ',
      type: 'expense',
      categoryId: salary.id,
    });
    expect(symbols.status).toBe(400);
    expect(JSON.stringify(symbols.body)).toContain('O texto precisa ter letras ou números.');
    // Changing only the type must still agree with the rule's category.
    const rule = await makeRule(owner, {});
    const flipped = await owner.patch(`/rules/${rule.id}`, { type: 'revenue' });
    expect(flipped.status).toBe(400);
    // Another workspace's rule answers 404, like a missing one.
    expect((await other.get(`/rules/${rule.id}`)).status).toBe(404);
    expect((await other.del(`/rules/${rule.id}`)).status).toBe(404);
  });

  it('an Observador reads the rules but cannot change them; a deleted category takes its rules', async () => {
    const owner = await newCaller(app, database);
    const rule = await makeRule(owner, {});
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect(await listed(viewer)).toEqual(['UBER']);
    expect((await viewer.patch(`/rules/${rule.id}`, { enabled: false })).status).toBe(403);
    const mine = expectStatus(
      await owner.post<{ id: string }>('/categories', { name: 'Apps de corrida', type: 'expense' }),
      201,
    );
    await makeRule(owner, { pattern: '99 POP', categoryId: mine.id });
    expectStatus(await owner.del(`/categories/${mine.id}`), 200);
    expect(await listed(owner)).toEqual(['UBER']);
  });
});

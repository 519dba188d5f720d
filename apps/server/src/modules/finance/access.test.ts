import { randomUUID } from 'node:crypto';
import type { Box, Period, Portfolio, Transfer } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { joinAs, makeBox, makeEntry, newCaller } from './testing';

const app = await testApp();
const database = testDatabase();

/** Every finance-core write in the OpenAPI document (the reports' routes belong to their own tests). */
async function coreWrites(): Promise<{ method: string; path: string }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const core =
    /^\/api\/app\/riqueza\/(boxes|categories|entries|transfers|periods|portfolios)(\/|$)/;
  return Object.entries(doc.paths)
    .filter(([path]) => core.test(path))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'get' && m !== 'head')
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
}

describe('finance access', () => {
  it('answers 403 to an Observador on every write, whatever the body', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    const writes = await coreWrites();
    expect(writes.length).toBeGreaterThanOrEqual(20);
    for (const { method, path } of writes) {
      const url = path
        .replace('/api/app/riqueza', '')
        .replace('{id}', box.id)
        .replace('{month}', '2025-01');
      const call = method === 'POST' ? viewer.post : method === 'PATCH' ? viewer.patch : viewer.del;
      const answer = await call(url, { name: 'x' });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expectStatus(await viewer.get('/boxes'), 200);
    expectStatus(await viewer.get('/entries'), 200);
  });

  it('lets an Editor write entries and transfers but not boxes, categories or portfolios', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    const other = await makeBox(owner);
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    await makeEntry(editor, { boxId: box.id });
    expectStatus(
      await editor.post('/transfers', {
        fromBoxId: box.id,
        toBoxId: other.id,
        date: '2025-01-02',
        value: 10,
      }),
      201,
    );
    expectStatus(await editor.post('/boxes', { name: 'X', kind: 'cash' }), 403);
    expectStatus(await editor.post('/categories', { name: 'X', type: 'expense' }), 403);
    expectStatus(await editor.post('/portfolios', { name: 'X' }), 403);
    const creator = await joinAs(app, database, owner.workspaceId, 'creator');
    expectStatus(await creator.post('/boxes', { name: 'X', kind: 'cash' }), 201);
    expectStatus(await creator.post('/periods', { endDate: '2025-01-01' }), 403);
  });

  it("answers 404 for another workspace's box, entry, transfer, period, category and portfolio", async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    const other = await makeBox(owner);
    const [entry] = await makeEntry(owner, { boxId: box.id });
    const transfer = expectStatus(
      await owner.post<Transfer>('/transfers', {
        fromBoxId: box.id,
        toBoxId: other.id,
        date: '2025-01-02',
        value: 10,
      }),
      201,
    );
    const period = expectStatus(
      await owner.post<Period>('/periods', { endDate: '2024-12-31' }),
      201,
    );
    const portfolio = expectStatus(
      await owner.post<Portfolio>('/portfolios', { name: 'Aposentadoria' }),
      201,
    );
    const category = expectStatus(
      await owner.post<{ id: string }>('/categories', { name: 'Pets', type: 'expense' }),
      201,
    );

    const outsider = await newCaller(app, database);
    const mine = await makeBox(outsider);
    for (const url of [
      `/boxes/${box.id}`,
      `/entries/${entry!.id}`,
      `/transfers/${transfer.id}`,
      `/periods/${period.id}`,
      `/portfolios/${portfolio.id}`,
      `/categories/${category.id}`,
    ]) {
      expectStatus(await outsider.get(url), 404);
      expectStatus(await outsider.patch(url, {}), 404);
    }
    expectStatus(await outsider.del(`/entries/${entry!.id}`), 404);
    expectStatus(await outsider.del(`/transfers/${transfer.id}`), 404);
    expectStatus(await outsider.del(`/boxes/${box.id}`), 404);
    expectStatus(await outsider.post(`/periods/${period.id}/reopen`), 404);
    expectStatus(await outsider.get(`/boxes/${box.id}/statements`), 404);
    // Their ids in my writes are as unknown as random ones.
    expectStatus(
      await outsider.post('/entries', {
        boxId: box.id,
        date: '2025-01-01',
        value: 1,
        type: 'expense',
        description: 'x',
      }),
      404,
    );
    expectStatus(
      await outsider.post('/transfers', {
        fromBoxId: mine.id,
        toBoxId: box.id,
        date: '2025-01-01',
        value: 1,
      }),
      404,
    );
    expectStatus(
      await outsider.post('/entries', {
        boxId: mine.id,
        categoryId: category.id,
        date: '2025-01-01',
        value: 1,
        type: 'expense',
        description: 'x',
      }),
      400,
    );
    expectStatus(await outsider.patch(`/boxes/${mine.id}`, { portfolioId: portfolio.id }), 400);
    expect(
      expectStatus(await outsider.get<{ items: Box[] }>('/boxes'), 200).items.map((b) => b.id),
    ).toEqual([mine.id]);
    expect(expectStatus(await outsider.get<{ items: unknown[] }>('/entries'), 200).items).toEqual(
      [],
    );
    expectStatus(await outsider.get(`/entries/${randomUUID()}`), 404);
  });

  it('answers bad input with 400 and a pt-BR message naming the field', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner);
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        '/entries',
        { boxId: box.id, date: '2025-02-30', value: 1, type: 'expense', description: 'x' },
        'date',
        'Data inválida.',
      ],
      [
        '/entries',
        { boxId: box.id, date: '2025-02-01', value: 0, type: 'expense', description: 'x' },
        'value',
        'O valor deve ser maior que zero.',
      ],
      [
        '/entries',
        { boxId: box.id, date: '2025-02-01', value: 1.5, type: 'expense', description: 'x' },
        'value',
        'Informe o valor em centavos (número inteiro).',
      ],
      [
        '/entries',
        { boxId: box.id, date: '2025-02-01', value: 1, type: 'gasto', description: 'x' },
        'type',
        'Escolha Receita ou Despesa.',
      ],
      [
        '/entries',
        { boxId: box.id, date: '2025-02-01', value: 1, type: 'expense', description: ' ' },
        'description',
        'Informe a descrição.',
      ],
      [
        '/transfers',
        { fromBoxId: box.id, toBoxId: box.id, date: '2025-02-01', value: 1 },
        'toBoxId',
        'Escolha caixas de origem e destino diferentes.',
      ],
    ];
    for (const [url, body, field, message] of cases) {
      const answer = expectStatus(
        await owner.post<{ message: string; fields: Record<string, string> }>(url, body),
        400,
      );
      expect(answer.fields[field], JSON.stringify(answer)).toBe(message);
    }
    expectStatus(await owner.get('/entries?limit=201'), 400);
    expectStatus(await owner.get('/entries?cursor=nao-e-cursor'), 400);
    expect(expectStatus(await owner.get<{ message: string }>('/boxes/nao-e-id'), 400).message).toBe(
      'Caixa não encontrada.',
    );
  });
});

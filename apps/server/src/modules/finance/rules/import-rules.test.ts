import type { ImportPreview, ImportPreviewRow } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../test/kit';
import { categoryNamed, entry, makeBox, newCaller } from '../testing';

const database = testDatabase();
const app = await testApp();

const csv = [
  'Data,Descrição,Valor',
  '02/03/2025,UBER *TRIP HELP.UBER.COM,-25.90',
  '03/03/2025,Uber do Brasil,-18.00',
  '04/03/2025,PADARIA SÃO JOÃO 0304,-12.50',
  '05/03/2025,ESTORNO UBER,25.90',
  '06/03/2025,LOJA NOVA,-40.00',
].join('\n');
const file = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const preview = async (who: Caller, boxId: string) =>
  expectStatus(
    await who.post<ImportPreview>('/imports/preview', { boxId, format: 'csv', file: file(csv) }),
    200,
  );
const commit = async (who: Caller, boxId: string, rows: ImportPreviewRow[]) =>
  expectStatus(
    await who.post<{ created: number; skipped: number }>('/imports', {
      boxId,
      rows: rows
        .filter((r) => !r.duplicate)
        .map((r) => ({
          date: r.date,
          value: r.value,
          type: r.type,
          description: r.description,
          categoryId: r.suggestedCategoryId,
        })),
    }),
    201,
  );

describe('import rules in the preview', () => {
  it('a rule wins over past entries, only for rows of its type; past entries categorize the rest', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01' });
    const [transporte, lazer, mercado] = await Promise.all([
      categoryNamed(owner, 'Transporte'),
      categoryNamed(owner, 'Lazer'),
      categoryNamed(owner, 'Mercado'),
    ]);
    // The past says Uber is leisure and the bakery is groceries.
    for (const description of ['UBER *TRIP HELP.UBER.COM', 'Uber do Brasil'])
      await entry(owner, {
        boxId: bank.id,
        date: '2025-01-10',
        value: 1000,
        type: 'expense',
        description,
        categoryId: lazer.id,
      });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-01-11',
      value: 800,
      type: 'expense',
      description: 'PADARIA SÃO JOÃO 1101',
      categoryId: mercado.id,
    });
    const before = await preview(owner, bank.id);
    expect(before.rows.map((r) => r.suggestion?.source ?? null)).toEqual([
      'history',
      'history',
      'history',
      null,
      null,
    ]);
    expect(before.rows[0]!.suggestedCategoryId).toBe(lazer.id);

    expectStatus(
      await owner.post('/rules', { pattern: 'uber', type: 'expense', categoryId: transporte.id }),
      201,
    );
    const after = await preview(owner, bank.id);
    expect(
      after.rows.map((r) => [r.description, r.suggestedCategoryId, r.suggestion?.source ?? null]),
    ).toEqual([
      ['UBER *TRIP HELP.UBER.COM', transporte.id, 'rule'],
      ['Uber do Brasil', transporte.id, 'rule'],
      ['PADARIA SÃO JOÃO 0304', mercado.id, 'history'],
      // A refund is revenue: the expense rule does not take it.
      ['ESTORNO UBER', null, null],
      ['LOJA NOVA', null, null],
    ]);
    expect(after.rows[0]!.suggestion).toEqual({
      source: 'rule',
      ruleId: expect.any(String),
      rulePattern: 'uber',
      originalDescription: null,
    });
  });

  it('a disabled rule does nothing; the first matching rule in order wins; a rename is saved and re-importing adds nothing', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01' });
    const [transporte, restaurantes] = await Promise.all([
      categoryNamed(owner, 'Transporte'),
      categoryNamed(owner, 'Restaurantes'),
    ]);
    const broad = expectStatus(
      await owner.post<{ id: string }>('/rules', {
        pattern: 'UBER',
        type: 'expense',
        categoryId: transporte.id,
        rename: 'Corrida de Uber',
      }),
      201,
    );
    const narrow = expectStatus(
      await owner.post<{ id: string }>('/rules', {
        pattern: 'uber do brasil',
        match: 'equals',
        type: 'expense',
        categoryId: restaurantes.id,
      }),
      201,
    );
    let rows = (await preview(owner, bank.id)).rows;
    expect(rows[1]!.suggestedCategoryId).toBe(transporte.id);
    // Narrow first: it takes its row, the broad one the rest.
    expectStatus(await owner.put('/rules/order', { ids: [narrow.id, broad.id] }), 200);
    rows = (await preview(owner, bank.id)).rows;
    expect(rows.slice(0, 2).map((r) => [r.description, r.suggestedCategoryId])).toEqual([
      ['Corrida de Uber', transporte.id],
      ['Uber do Brasil', restaurantes.id],
    ]);
    expect(rows[0]!.suggestion?.originalDescription).toBe('UBER *TRIP HELP.UBER.COM');
    // Off: the narrow rule no longer takes its row.
    expectStatus(await owner.patch(`/rules/${narrow.id}`, { enabled: false }), 200);
    rows = (await preview(owner, bank.id)).rows;
    expect(rows[1]).toMatchObject({
      description: 'Corrida de Uber',
      suggestedCategoryId: transporte.id,
    });

    expect(await commit(owner, bank.id, rows)).toMatchObject({ created: 5, skipped: 0 });
    const saved = expectStatus(
      await owner.get<{ items: { description: string; categoryId: string | null }[] }>(
        `/entries?boxId=${bank.id}&limit=50`,
      ),
      200,
    ).items;
    expect(saved.filter((e) => e.description === 'Corrida de Uber')).toHaveLength(2);
    expect(saved.every((e) => !e.description.includes('UBER *TRIP'))).toBe(true);
    // Saved under the new text, the rows are still found as duplicates of the same file.
    const again = await preview(owner, bank.id);
    expect(again).toMatchObject({ newCount: 0, duplicateCount: 5 });
  });
});

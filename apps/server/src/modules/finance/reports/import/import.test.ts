import type { Box } from '@orbita/contracts/finance';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../../test/kit';
import { categoryNamed, entry, joinAs, makeBox, newCaller } from '../../testing';

const database = testDatabase();
const app = await testApp();

/** The preview takes the file's bytes, in base64. */
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const ofx = readFileSync(path.join(import.meta.dirname, '../fixtures/extrato-banco.ofx')).toString(
  'base64',
);
const OFX_NET = 520000 - 185000 - 31247 - 8990 + 45000 - 6435 - 123456;

type Row = {
  date: string;
  value: number;
  type: 'revenue' | 'expense';
  description: string;
  fitId: string | null;
  suggestedCategoryId: string | null;
  duplicate: boolean;
};
type Preview = { rows: Row[]; newCount: number; duplicateCount: number };
type Result = { created: number; skipped: number; importId: string | null };

const preview = async (who: Caller, body: Record<string, unknown>) =>
  expectStatus(await who.post<Preview>('/imports/preview', body), 200);
const commit = async (who: Caller, boxId: string, rows: Row[]) =>
  expectStatus(
    await who.post<Result>('/imports', {
      boxId,
      rows: rows.map(({ date, value, type, description, fitId, suggestedCategoryId }) => ({
        date,
        value,
        type,
        description,
        fitId,
        categoryId: suggestedCategoryId,
      })),
    }),
    201,
  );
const balanceOf = async (who: Caller, id: string) =>
  expectStatus(await who.get<Box>(`/boxes/${id}`), 200).balance;

describe('imports', () => {
  it('imports the OFX fixture once: the second preview marks every row, the second commit adds nothing', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, {
      openingDate: '2020-01-01',
      name: 'Banco',
      openingBalance: 10000,
    });
    const first = await preview(owner, { boxId: bank.id, format: 'ofx', file: ofx });
    expect(first).toMatchObject({ newCount: 7, duplicateCount: 0 });
    expect(first.rows[0]).toEqual({
      date: '2025-01-05',
      value: 520000,
      type: 'revenue',
      description: 'SALARIO EMPRESA EXEMPLO LTDA',
      fitId: '202501050001',
      suggestedCategoryId: null,
      suggestion: null,
      duplicate: false,
    });

    const done = await commit(owner, bank.id, first.rows);
    expect(done).toMatchObject({ created: 7, skipped: 0 });
    expect(await balanceOf(owner, bank.id)).toBe(10000 + OFX_NET);
    const listed = expectStatus(
      await owner.get<{ items: { source: string; description: string }[] }>(
        `/entries?boxId=${bank.id}&limit=50`,
      ),
      200,
    ).items;
    expect(listed).toHaveLength(7);
    expect(listed.every((e) => e.source === 'import')).toBe(true);

    const again = await preview(owner, { boxId: bank.id, format: 'ofx', file: ofx });
    expect(again).toMatchObject({ newCount: 0, duplicateCount: 7 });
    expect(await commit(owner, bank.id, again.rows)).toEqual({
      created: 0,
      skipped: 7,
      importId: null,
    });
    expect(await balanceOf(owner, bank.id)).toBe(10000 + OFX_NET);
  });

  it('suggests the category used most for similar descriptions, per direction', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
    const rent = await categoryNamed(owner, 'Aluguel');
    const market = await categoryNamed(owner, 'Mercado');
    const salary = await categoryNamed(owner, 'Salário');
    await entry(owner, {
      boxId: bank.id,
      date: '2024-12-06',
      value: 185000,
      type: 'expense',
      description: 'PAGTO ALUGUEL DEZEMBRO',
      categoryId: rent.id,
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2024-12-10',
      value: 20000,
      type: 'expense',
      description: 'COMPRA CARTAO SUPERMERCADO BOM PRECO',
      categoryId: market.id,
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2024-12-05',
      value: 520000,
      type: 'revenue',
      description: 'SALARIO EMPRESA EXEMPLO LTDA',
      categoryId: salary.id,
    });
    const { rows } = await preview(owner, { boxId: bank.id, format: 'ofx', file: ofx });
    const suggested = Object.fromEntries(rows.map((r) => [r.description, r.suggestedCategoryId]));
    expect(suggested).toMatchObject({
      'SALARIO EMPRESA EXEMPLO LTDA': salary.id,
      'PAGTO ALUGUEL JANEIRO': rent.id,
      'COMPRA CARTAO SUPERMERCADO BOM PRECO': market.id,
      'PIX RECEBIDO MARIA DA SILVA': null,
    });
    const done = await commit(owner, bank.id, rows);
    expect(done.created).toBe(7);
    const byCategory = expectStatus(
      await owner.get<{ items: unknown[] }>(`/entries?categoryId=${rent.id}`),
      200,
    ).items;
    expect(byCategory).toHaveLength(2);
  });

  it('reads Brazilian bank CSVs and skips what is already there, at preview and at commit', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
    const csv =
      'Extrato\r\nData;Descrição;Valor;Saldo\r\n01/02/2025;Saldo anterior;;0,00\r\n03/02/2025;"Padaria; pão";-12,50;-12,50\r\n03/02/2025;"Padaria; pão";-12,50;-25,00\r\n04/02/2025;PIX recebido;1.234,56;1.209,56\r\n';
    // One of the two identical purchases is already in the box (typed by hand).
    await entry(owner, {
      boxId: bank.id,
      date: '2025-02-03',
      value: 1250,
      type: 'expense',
      description: 'padaria: PÃO',
    });
    const first = await preview(owner, { boxId: bank.id, format: 'csv', file: b64(csv) });
    expect(first.rows.map((r) => [r.date, r.value, r.type, r.description, r.duplicate])).toEqual([
      ['2025-02-03', 1250, 'expense', 'Padaria; pão', true],
      ['2025-02-03', 1250, 'expense', 'Padaria; pão', false],
      ['2025-02-04', 123456, 'revenue', 'PIX recebido', false],
    ]);
    // Between preview and commit the other purchase is typed too: the commit checks again.
    await entry(owner, {
      boxId: bank.id,
      date: '2025-02-04',
      value: 123456,
      type: 'revenue',
      description: 'Pix Recebido',
    });
    expect(await commit(owner, bank.id, first.rows)).toMatchObject({ created: 1, skipped: 2 });
    expect((await preview(owner, { boxId: bank.id, format: 'csv', file: b64(csv) })).newCount).toBe(
      0,
    );

    const explicit = await preview(owner, {
      boxId: bank.id,
      format: 'csv',
      file: b64('Quando,O que,Quanto\n2025-03-01,Livro,"-59.90"\n'),
      csv: {
        dateColumn: 'Quando',
        valueColumn: 'Quanto',
        descriptionColumn: 'O que',
        dateFormat: 'yyyy-MM-dd',
        decimal: 'dot',
      },
    });
    expect(explicit.rows).toEqual([
      expect.objectContaining({
        date: '2025-03-01',
        value: 5990,
        type: 'expense',
        description: 'Livro',
        duplicate: false,
      }),
    ]);
  });

  it('two concurrent imports of the same file add it once', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
    const { rows } = await preview(owner, { boxId: bank.id, format: 'ofx', file: ofx });
    const results = await Promise.all([
      commit(owner, bank.id, rows),
      commit(owner, bank.id, rows),
      commit(owner, bank.id, rows),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([0, 0, 7]);
    expect(await balanceOf(owner, bank.id)).toBe(OFX_NET);
  });

  it('refuses bad files with a clear pt-BR message', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
    const bad = await owner.post('/imports/preview', {
      boxId: bank.id,
      format: 'ofx',
      file: b64('isto não é um extrato'),
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message:
          'Arquivo OFX inválido: este arquivo não é um extrato OFX (não tem o bloco <OFX>). Baixe o extrato em OFX no site do banco.',
      },
    });
    const badCsv = await owner.post('/imports/preview', {
      boxId: bank.id,
      format: 'csv',
      file: b64('  \n'),
    });
    expect(badCsv.status).toBe(400);
    expect((badCsv.body as { message: string }).message).toMatch(/^Não foi possível ler o CSV: /);
    expect(
      (await owner.post('/imports/preview', { boxId: bank.id, format: 'pdf', file: b64('x') }))
        .status,
    ).toBe(400);
    expect((await owner.post('/imports', { boxId: bank.id, rows: [] })).body).toMatchObject({
      message: 'Escolha pelo menos uma linha para importar.',
    });
    const badRow = await owner.post('/imports', {
      boxId: bank.id,
      rows: [{ date: '2025-02-30', value: 0, type: 'expense', description: '' }],
    });
    expect(badRow.status).toBe(400);
  });

  it('refuses rows dated in a closed period', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
    expectStatus(await owner.post('/periods', { endDate: '2025-01-10' }), 201);
    const { rows } = await preview(owner, { boxId: bank.id, format: 'ofx', file: ofx });
    const refused = await owner.post('/imports', {
      boxId: bank.id,
      rows: rows.map(({ date, value, type, description }) => ({ date, value, type, description })),
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(
      /período fechado \(até 10\/01\/2025\)/,
    );
    expect(await balanceOf(owner, bank.id)).toBe(0);
    // Rows after the closed period go in.
    const open = rows.filter((r) => r.date > '2025-01-10');
    expect(await commit(owner, bank.id, open)).toMatchObject({ created: open.length });
  });

  it('another workspace answers 404; an Observador cannot import', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
    const stranger = await newCaller(app, database);
    expect(
      (await stranger.post('/imports/preview', { boxId: bank.id, format: 'ofx', file: ofx }))
        .status,
    ).toBe(404);
    expect(
      (
        await stranger.post('/imports', {
          boxId: bank.id,
          rows: [{ date: '2025-01-05', value: 100, type: 'revenue', description: 'x' }],
        })
      ).status,
    ).toBe(404);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect(
      (await viewer.post('/imports/preview', { boxId: bank.id, format: 'ofx', file: ofx })).status,
    ).toBe(403);
    expect(
      (
        await viewer.post('/imports', {
          boxId: bank.id,
          rows: [{ date: '2025-01-05', value: 100, type: 'revenue', description: 'x' }],
        })
      ).status,
    ).toBe(403);
    const editor = await joinAs(app, database, owner.workspaceId, 'editor');
    expect(
      (
        await editor.post('/imports', {
          boxId: bank.id,
          rows: [{ date: '2025-01-05', value: 100, type: 'revenue', description: 'x' }],
        })
      ).status,
    ).toBe(201);
    expect(await balanceOf(owner, bank.id)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE } from './stream';
import { expectStatus, testApp, testDatabase } from '../../../../test/kit';
import { categoryNamed, entry, joinAs, makeBox, newCaller } from '../../testing';

const database = testDatabase();
const app = await testApp();

const HEADER = 'Data;Descrição;Categoria;Caixa;Tipo;Valor;Situação;Tags';
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('entries export (CSV)', () => {
  it('writes a BOM, pt-BR headers, `;`, 1234,56 values and escapes separators and quotes', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Conta; principal' });
    const rent = await categoryNamed(owner, 'Aluguel');
    await entry(owner, {
      boxId: bank.id,
      date: '2025-03-01',
      value: 123456,
      type: 'expense',
      description: 'Aluguel; março "fev"',
      categoryId: rent.id,
      tags: ['casa', 'fixo'],
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-03-05',
      value: 5,
      type: 'revenue',
      description: '=HYPERLINK("x")',
      status: 'pending',
    });

    const res = await owner.raw('/entries/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="lancamentos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines(res.body)).toEqual([
      HEADER,
      `05/03/2025;"'=HYPERLINK(""x"")";;"Conta; principal";Receita;0,05;Pendente;`,
      '01/03/2025;"Aluguel; março ""fev""";"Moradia › Aluguel";"Conta; principal";Despesa;-1234,56;Pago;"casa, fixo"',
    ]);
  });

  // Issue 14: `-` before a digit passed the formula filter as "a negative number".
  it('defuses a formula in a description, a category and a box name, and keeps values numeric', async () => {
    const payload = `-1+cmd|' /C calc'!A0`;
    const owner = await newCaller(app, database);
    const box = await makeBox(owner, { openingDate: '2020-01-01', name: payload });
    const category = expectStatus(
      await owner.post<{ id: string }>('/categories', { name: payload, type: 'expense' }),
      201,
    );
    await entry(owner, {
      boxId: box.id,
      date: '2025-03-01',
      value: 4590,
      type: 'expense',
      description: payload,
      categoryId: category.id,
      tags: ['-2'],
    });
    const res = await owner.raw('/entries/export.csv');
    expect(res.status).toBe(200);
    const cell = `"'-1+cmd|' /C calc'!A0"`;
    expect(lines(res.body).slice(1)).toEqual([
      `01/03/2025;${cell};${cell};${cell};Despesa;-45,90;Pago;"'-2"`,
    ]);
  });

  it('applies the entry list filters, and an outsider exports nothing of the workspace', async () => {
    const owner = await newCaller(app, database);
    const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
    const cash = await makeBox(owner, {
      openingDate: '2020-01-01',
      name: 'Dinheiro',
      kind: 'cash',
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-01-10',
      value: 1000,
      type: 'revenue',
      description: 'Venda bolo',
    });
    await entry(owner, {
      boxId: bank.id,
      date: '2025-02-10',
      value: 2000,
      type: 'expense',
      description: 'Farinha',
    });
    await entry(owner, {
      boxId: cash.id,
      date: '2025-02-11',
      value: 300,
      type: 'expense',
      description: 'Ônibus',
      tags: ['rua'],
    });
    const body = async (query: string) =>
      lines((await owner.raw(`/entries/export.csv?${query}`)).body).slice(1);
    expect(await body('type=expense')).toHaveLength(2);
    expect(await body(`boxId=${cash.id}`)).toEqual([
      '11/02/2025;"Ônibus";;"Dinheiro";Despesa;-3,00;Pago;"rua"',
    ]);
    expect(await body('from=2025-02-01&to=2025-02-10')).toHaveLength(1);
    expect(await body('tag=rua')).toHaveLength(1);
    expect(await body('q=bolo')).toEqual(['10/01/2025;"Venda bolo";;"Banco";Receita;10,00;Pago;']);
    expect((await owner.raw('/entries/export.csv?from=2025-13-01')).status).toBe(400);

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect(lines((await viewer.raw('/entries/export.csv')).body)).toHaveLength(4);
    const stranger = await newCaller(app, database);
    const outside = await stranger.raw(`/entries/export.csv?boxId=${bank.id}`);
    expect(outside.status).toBe(200);
    expect(lines(outside.body)).toEqual([HEADER]);
  });

  // Imports over a thousand entries first: minutes, not seconds, on a loaded two-core machine.
  it(
    'pages through more rows than one page holds, newest first, each row once',
    { timeout: 180_000 },
    async () => {
      const owner = await newCaller(app, database);
      const bank = await makeBox(owner, { openingDate: '2020-01-01', name: 'Banco' });
      const count = EXPORT_PAGE + 150;
      // Many entries on few days, so the keyset must break ties on the id.
      const rows = Array.from({ length: count }, (_, i) => ({
        date: `2025-01-${String((i % 5) + 1).padStart(2, '0')}`,
        value: i + 1,
        type: 'expense',
        description: `Compra ${i + 1}`,
      }));
      expectStatus(await owner.post('/imports', { boxId: bank.id, rows }), 201);
      const out = lines((await owner.raw('/entries/export.csv')).body).slice(1);
      expect(out).toHaveLength(count);
      expect(new Set(out).size).toBe(count);
      const days = out.map((l) => l.slice(0, 10).split('/').reverse().join('-'));
      expect([...days].sort().reverse()).toEqual(days);
    },
  );
});

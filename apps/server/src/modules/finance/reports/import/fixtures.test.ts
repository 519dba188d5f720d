import type { ImportPreview } from '@orbita/contracts/finance';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase } from '../../../../test/kit';
import { makeBox, makeCard, newCaller } from '../../testing';

/**
 * Every real bank file of fixtures/bank-statements (see its README) through the API, as the
 * web sends it: the file's bytes in base64. Figures are the README's.
 */
const database = testDatabase();
const app = await testApp();

const file = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures/bank-statements', name)).toString('base64');
const format = (name: string) => (name.endsWith('.csv') ? 'csv' : 'ofx');

const preview = async (who: Caller, boxId: string, name: string, csv?: object) =>
  expectStatus(
    await who.post<ImportPreview>('/imports/preview', {
      boxId,
      format: format(name),
      file: file(name),
      ...(csv ? { csv } : {}),
    }),
    200,
  );
const commit = async (who: Caller, boxId: string, rows: ImportPreview['rows'], csv?: object) =>
  expectStatus(
    await who.post<{ created: number; skipped: number }>('/imports', {
      boxId,
      rows: rows.map(({ date, value, type, description, fitId }) => ({
        date,
        value,
        type,
        description,
        fitId,
      })),
      ...(csv ? { csv } : {}),
    }),
    201,
  );
const sum = (rows: ImportPreview['rows'], type: 'revenue' | 'expense') =>
  rows.filter((r) => r.type === type).reduce((total, r) => total + r.value, 0);

/** Imports the file, then imports it again: the second time adds nothing. */
async function importTwice(who: Caller, boxId: string, name: string) {
  const first = await preview(who, boxId, name);
  expect(first.duplicateCount).toBe(0);
  expect(await commit(who, boxId, first.rows)).toMatchObject({ created: first.rows.length });
  const again = await preview(who, boxId, name);
  expect(again).toMatchObject({ newCount: 0, duplicateCount: first.rows.length });
  expect(await commit(who, boxId, again.rows)).toEqual({
    created: 0,
    skipped: first.rows.length,
    importId: null,
  });
  return first;
}

const accountBox = (who: Caller) => makeBox(who, { openingDate: '2000-01-01', name: 'Conta' });
const cardBox = (who: Caller) => makeCard(who, { openingDate: '2000-01-01', name: 'Cartão' });

describe('real bank files', () => {
  it.each([
    ['extrato_itau.ofx', 48, 1427351, 1658657, 'DA NET SERVIÇOS'],
    ['extrato_itau_iso.ofx', 1, 0, 197454, null],
    ['extrato_santander.ofx', 24, 313490, 318163, null],
    ['extrato_caixa.ofx', 4, 0, 30152, null],
    ['ofxdata-bb.ofx', 1, 23955, 0, 'DOC CRÉDITO EM CONTA'],
    ['ofxdata-bb-cp1252.ofx', 1, 23955, 0, 'DOC CRÉDITO EM CONTA'],
  ] as const)(
    '%s: %i transactions, credits %i, debits %i, accents right; a second import adds nothing',
    async (name, count, credits, debits, text) => {
      const owner = await newCaller(app, database);
      const box = await accountBox(owner);
      const { rows } = await importTwice(owner, box.id, name);
      expect(rows).toHaveLength(count);
      expect(sum(rows, 'revenue')).toBe(credits);
      expect(sum(rows, 'expense')).toBe(debits);
      if (text) expect(rows.some((r) => r.description.includes(text))).toBe(true);
      // No replacement characters nor UTF-8 read as Latin-1 ("SERVIÃ‡OS").
      expect(rows.every((r) => !/[\uFFFDÃ]/.test(r.description))).toBe(true);
    },
  );

  it('fatura_cc_1.ofx: a 2015 card statement, 6 purchases of R$ 392,12 in a card box', async () => {
    const owner = await newCaller(app, database);
    const card = await cardBox(owner);
    const { rows } = await importTwice(owner, card.id, 'fatura_cc_1.ofx');
    expect(rows).toHaveLength(6);
    expect(sum(rows, 'expense')).toBe(39212);
    expect(sum(rows, 'revenue')).toBe(0);
  });

  it.each([
    ['ofxdata-xml.ofx', 'USD'],
    ['bank_medium.ofx', 'CAD'],
  ])('%s is refused as %s, never read as reais', async (name, code) => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const refused = await owner.post('/imports/preview', {
      boxId: box.id,
      format: 'ofx',
      file: file(name),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: `Este extrato está em ${code}; importe-o numa caixa em ${code} ou converta antes.`,
      },
    });
  });

  it.each([
    [
      'lixo.ofx',
      'Arquivo OFX inválido: este arquivo não é um extrato OFX (não tem o bloco <OFX>). Baixe o extrato em OFX no site do banco.',
    ],
    [
      'truncado.ofx',
      'Arquivo OFX inválido: o arquivo está incompleto (termina antes do fim do extrato). Baixe-o de novo no site do banco.',
    ],
  ])('%s is refused with a clear pt-BR message', async (name, message) => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const refused = await owner.post('/imports/preview', {
      boxId: box.id,
      format: 'ofx',
      file: file(name),
    });
    expect(refused).toMatchObject({ status: 400, body: { message } });
  });

  it('nubank-fatura-2025-07.csv in a card box: 16 expenses of R$ 595,06 (positive = purchase)', async () => {
    const owner = await newCaller(app, database);
    const card = await cardBox(owner);
    const first = await preview(owner, card.id, 'nubank-fatura-2025-07.csv');
    expect(first.csv).toMatchObject({ invertSign: true, remembered: false });
    expect(first.rows).toHaveLength(16);
    expect(first.rows.every((r) => r.type === 'expense')).toBe(true);
    expect(sum(first.rows, 'expense')).toBe(59506);
    await importTwice(owner, card.id, 'nubank-fatura-2025-07.csv');
  });

  it('nubank-conta-format-doc.csv: 3 rows with the signs as given, Identificador as the id', async () => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const { rows, csv } = await importTwice(owner, box.id, 'nubank-conta-format-doc.csv');
    expect(csv?.invertSign).toBe(false);
    expect(rows.map((r) => [r.date, r.type, r.value, r.description])).toEqual([
      ['2025-05-01', 'expense', 3779, 'Compra no débito via NuPay - iFood'],
      ['2025-03-01', 'revenue', 10000, 'Compra no débito - Mercado Livre'],
      ['2026-08-15', 'expense', 3162043, 'Pagamento Fatura QR CODE'],
    ]);
  });

  it('inter-format-probe.csv: preamble, ";", 1.234,56 and the payee of "Descrição" kept', async () => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const { rows, csv } = await importTwice(owner, box.id, 'inter-format-probe.csv');
    expect(csv?.columns).toEqual({
      dateColumn: 'Data Lançamento',
      descriptionColumn: 'Descrição',
      valueColumn: 'Valor',
      creditColumn: null,
      debitColumn: null,
    });
    expect(csv?.headers).toEqual(['Data Lançamento', 'Histórico', 'Descrição', 'Valor', 'Saldo']);
    expect(rows.map((r) => [r.date, r.type, r.value, r.description])).toEqual([
      ['2026-10-05', 'expense', 4590, 'Padaria Pão Quente'],
      ['2026-10-06', 'revenue', 150000, 'Fulano de Tal'],
    ]);
  });
});

describe('reading choices', () => {
  it('the bytes decide the encoding: UTF-8 under a 1252 header and real windows-1252 both read "CRÉDITO"', async () => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const utf8 = await preview(owner, box.id, 'ofxdata-bb.ofx');
    const cp1252 = await preview(owner, box.id, 'ofxdata-bb-cp1252.ofx');
    expect(utf8.rows[0]!.description).toContain('DOC CRÉDITO EM CONTA');
    expect(cp1252.rows[0]!.description).toBe(utf8.rows[0]!.description);
    // windows-1252's own range (0x80–0x9F) is not Latin-1: 0x80 is "€", 0x93/0x94 are quotes.
    const euro = Buffer.concat([
      Buffer.from('Data;Descrição;Valor\n01/02/2025;', 'latin1'),
      Buffer.from([0x93, 0x80, 0x20, 0x43, 0x41, 0x46, 0xc9, 0x94]),
      Buffer.from(';-1,00\n', 'latin1'),
    ]);
    const read = expectStatus(
      await owner.post<ImportPreview>('/imports/preview', {
        boxId: box.id,
        format: 'csv',
        file: euro.toString('base64'),
      }),
      200,
    );
    expect(read.rows[0]!.description).toBe('“€ CAFÉ”');
  });

  it('the preview sets the bank closing balance against the box balance after import', async () => {
    const owner = await newCaller(app, database);
    const box = await makeBox(owner, { openingDate: '2000-01-01', openingBalance: 1000 });
    const first = await preview(owner, box.id, 'ofxdata-bb.ofx');
    expect(first.reconciliation).toEqual({
      bankBalance: 23935,
      bankBalanceOn: '2015-12-09',
      boxBalanceAfter: 1000 + 23955,
      difference: 23935 - 24955,
    });
    await commit(owner, box.id, first.rows);
    // Already imported: the balance after import is the box's balance as it is.
    const again = await preview(owner, box.id, 'ofxdata-bb.ofx');
    expect(again.reconciliation).toMatchObject({ boxBalanceAfter: 24955, difference: -1020 });
    // Spent after the bank's date (09/12/2015): no difference on that day.
    expectStatus(
      await owner.post('/entries', {
        boxId: box.id,
        date: '2016-01-05',
        value: 50000,
        type: 'expense',
        description: 'Depois do extrato',
      }),
      201,
    );
    const later = await preview(owner, box.id, 'ofxdata-bb.ofx');
    expect(later.reconciliation).toMatchObject({ boxBalanceAfter: 24955, difference: -1020 });
    expect((await preview(owner, box.id, 'inter-format-probe.csv')).reconciliation).toBeNull();
  });

  it('CSV mapping and "Inverter sinal" are remembered per box, from the import that used them', async () => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const other = await accountBox(owner);
    const name = 'inter-format-probe.csv';
    expect((await preview(owner, box.id, name)).csv).toMatchObject({
      invertSign: false,
      remembered: false,
    });
    // Payee from "Histórico", signs inverted: what the person chose in the preview.
    const chosen = {
      dateColumn: 'Data Lançamento',
      descriptionColumn: 'Histórico',
      valueColumn: 'Valor',
      invertSign: true,
    };
    const mapped = await preview(owner, box.id, name, chosen);
    expect(mapped.rows.map((r) => [r.type, r.value, r.description])).toEqual([
      ['revenue', 4590, 'Pix enviado'],
      ['expense', 150000, 'Pix recebido'],
    ]);
    // A preview writes nothing: the box still has nothing remembered.
    expect((await preview(owner, box.id, name)).csv?.remembered).toBe(false);
    await commit(owner, box.id, mapped.rows, chosen);
    const next = await preview(owner, box.id, name);
    expect(next.csv).toMatchObject({
      invertSign: true,
      remembered: true,
      columns: { descriptionColumn: 'Histórico' },
    });
    expect(next.newCount).toBe(0);
    // Another box keeps its own reading; a card box starts inverted.
    expect((await preview(owner, other.id, name)).csv?.invertSign).toBe(false);
    // A file of another layout in the remembered box is detected again, the sign kept.
    const nubank = await preview(owner, box.id, 'nubank-conta-format-doc.csv');
    expect(nubank.csv).toMatchObject({ invertSign: true, columns: { valueColumn: 'Valor' } });
    expect(nubank.rows[0]).toMatchObject({ type: 'revenue', value: 3779 });
  });

  it('a header it does not know is asked, not refused: no rows until the columns are mapped', async () => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const text = 'Conta;123\nQuando;O que;Quanto\n05/10/2026;Padaria;45,90\n';
    const ask = async (csv?: object) =>
      expectStatus(
        await owner.post<ImportPreview>('/imports/preview', {
          boxId: box.id,
          format: 'csv',
          file: Buffer.from(text).toString('base64'),
          ...(csv ? { csv } : {}),
        }),
        200,
      );
    expect(await ask()).toMatchObject({
      rows: [],
      csv: { headers: ['Quando', 'O que', 'Quanto'], columns: null },
    });
    const mapped = await ask({
      dateColumn: 'Quando',
      descriptionColumn: 'O que',
      valueColumn: 'Quanto',
      invertSign: true,
    });
    expect(mapped.rows).toEqual([
      expect.objectContaining({ date: '2026-10-05', type: 'expense', value: 4590 }),
    ]);
  });

  it('refuses a mapping without a value column, in pt-BR, naming the field', async () => {
    const owner = await newCaller(app, database);
    const box = await accountBox(owner);
    const refused = await owner.post('/imports/preview', {
      boxId: box.id,
      format: 'csv',
      file: file('inter-format-probe.csv'),
      csv: { dateColumn: 'Data Lançamento', descriptionColumn: 'Descrição' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'Informe a coluna do valor, ou as colunas de crédito e de débito.',
    );
    const credit = await preview(owner, box.id, 'inter-format-probe.csv', {
      dateColumn: 'Data Lançamento',
      descriptionColumn: 'Descrição',
      creditColumn: 'Valor',
      debitColumn: 'Saldo',
    });
    expect(credit.csv?.columns).toMatchObject({ valueColumn: null, creditColumn: 'Valor' });
  });
});

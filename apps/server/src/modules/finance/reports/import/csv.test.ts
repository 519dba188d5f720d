import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/errors';
import { parseCsv } from './csv';
import { parseAmount } from './statement-row';

function message(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('não lançou');
}

describe('parseAmount', () => {
  it.each([
    ['1.234,56', undefined, 123456],
    ['-1.234,56', undefined, -123456],
    ['1,234.56', undefined, 123456],
    ['-12.3', undefined, -1230],
    ['R$ 45', undefined, 4500],
    ['-R$ 45,10', undefined, -4510],
    ['(10,00)', undefined, -1000],
    ['10,00 D', undefined, -1000],
    ['10,00 C', undefined, 1000],
    ['1.234', 'comma', 123400],
    ['0,1', undefined, 10],
  ] as const)('%s (%s) → %d', (raw, decimal, cents) => {
    expect(parseAmount(raw, decimal)).toBe(cents);
  });

  it('refuses what is not an amount (nor three decimals after the stated mark)', () => {
    for (const raw of ['', 'abc', '1,2,3,4.5.6', '--', 'R$'])
      expect(parseAmount(raw), raw).toBeNull();
    expect(parseAmount('12,345', 'comma')).toBeNull();
    expect(parseAmount('1.234', 'dot')).toBeNull();
  });
});

describe('parseCsv', () => {
  it('auto-detects the common Brazilian bank export (preamble, `;`, 1.234,56, balance lines)', () => {
    const file = [
      'Extrato Conta Corrente',
      'Agência: 1234;Conta: 98765-4',
      '',
      'Data;Descrição;Valor;Saldo',
      '01/01/2025;Saldo Anterior;;1.000,00',
      '02/01/2025;"PIX RECEBIDO; MARIA";1.234,56;2.234,56',
      '03/01/2025;PAGTO ALUGUEL;-1.850,00;384,56',
      '03/01/2025;S A L D O;;384,56',
      '',
    ].join('\r\n');
    expect(parseCsv(`\uFEFF${file}`)).toEqual([
      { date: '2025-01-02', value: 123456, type: 'revenue', description: 'PIX RECEBIDO; MARIA' },
      { date: '2025-01-03', value: 185000, type: 'expense', description: 'PAGTO ALUGUEL' },
    ]);
  });

  it('reads the Nubank account export (`,`, ISO-less dd/MM/yyyy, dot decimals, Identificador as FITID)', () => {
    const file =
      'Data,Valor,Identificador,Descrição\n05/01/2025,-12.34,6780a1b2-0000-4000-8000-000000000001,Compra no débito - Padaria\n06/01/2025,1500.00,6780a1b2-0000-4000-8000-000000000002,Transferência recebida\n';
    expect(parseCsv(file)).toEqual([
      {
        date: '2025-01-05',
        value: 1234,
        type: 'expense',
        description: 'Compra no débito - Padaria',
        fitId: '6780a1b2-0000-4000-8000-000000000001',
      },
      {
        date: '2025-01-06',
        value: 150000,
        type: 'revenue',
        description: 'Transferência recebida',
        fitId: '6780a1b2-0000-4000-8000-000000000002',
      },
    ]);
  });

  it('reads credit and debit columns, tabs, 2-digit years and ISO dates', () => {
    const file =
      'Data lançamento\tHistórico\tCrédito (R$)\tDébito (R$)\n10/02/25\tSALARIO\t5.000,00\t\n11/02/25\tMERCADO\t\t312,47\n';
    expect(parseCsv(file)).toEqual([
      { date: '2025-02-10', value: 500000, type: 'revenue', description: 'SALARIO' },
      { date: '2025-02-11', value: 31247, type: 'expense', description: 'MERCADO' },
    ]);
    expect(parseCsv('date;title;amount\n2025-03-01;Livro;-59,90\n')).toEqual([
      { date: '2025-03-01', value: 5990, type: 'expense', description: 'Livro' },
    ]);
  });

  it('uses explicit columns, date format and decimal mark', () => {
    const file = 'Quando,O que,Quanto\n03/04/2025,Conserto,"1,234.50"\n';
    expect(
      parseCsv(file, {
        dateColumn: 'quando',
        valueColumn: 'QUANTO',
        descriptionColumn: 'O que',
        dateFormat: 'MM/dd/yyyy',
        decimal: 'dot',
      }),
    ).toEqual([{ date: '2025-03-04', value: 123450, type: 'revenue', description: 'Conserto' }]);
  });

  it('explains in pt-BR what it could not read', () => {
    expect(message(() => parseCsv('a;b;c\n1;2;3'))).toBe(
      'Não foi possível ler o CSV: não encontramos as colunas de data, valor e descrição. Informe os nomes das colunas.',
    );
    expect(message(() => parseCsv('Data;Descrição;Valor\n31/02/2025;x;1,00'))).toBe(
      'Não foi possível ler o CSV: linha 2: a data "31/02/2025" não é válida.',
    );
    expect(message(() => parseCsv('Data;Descrição;Valor\n01/02/2025;x;um real'))).toBe(
      'Não foi possível ler o CSV: linha 2: o valor "um real" não é válido.',
    );
    expect(
      message(() => parseCsv('Data;Descrição;Valor\n01/02/2025;"x;1,00\n02/02/2025;y;2,00')),
    ).toMatch(/^Não foi possível ler o CSV: o formato/);
    expect(message(() => parseCsv('   '))).toBe(
      'Não foi possível ler o CSV: o arquivo está vazio.',
    );
    expect(
      message(() =>
        parseCsv('X;Y;Z\n1;2;3', {
          dateColumn: 'Data',
          valueColumn: 'Valor',
          descriptionColumn: 'Descrição',
        }),
      ),
    ).toBe(
      'Não foi possível ler o CSV: não encontramos as colunas "Data", "Descrição", "Valor" no cabeçalho.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv } from '../import/csv';
import { BOM, field, formatValue, headerLine, rowLine } from './csv-format';

describe('export CSV format', () => {
  it('writes values as 1234,56, negative for expenses', () => {
    expect(formatValue(123456, 'revenue')).toBe('1234,56');
    expect(formatValue(5, 'expense')).toBe('-0,05');
    expect(formatValue(100000000, 'revenue')).toBe('1000000,00');
  });

  it('quotes every text cell, doubles its quotes, and defuses formulas', () => {
    expect(field('Mercado')).toBe('"Mercado"');
    expect(field('')).toBe('');
    expect(field('Pão; leite')).toBe('"Pão; leite"');
    expect(field('Pão, leite')).toBe('"Pão, leite"');
    expect(field('Disse "oi"')).toBe('"Disse ""oi"""');
    expect(field('linha\nnova')).toBe('"linha\nnova"');
    expect(field('=SOMA(A1:A9)')).toBe(`"'=SOMA(A1:A9)"`);
    expect(field('@cmd')).toBe(`"'@cmd"`);
    expect(field('-x')).toBe(`"'-x"`);
    expect(field('- 10% off')).toBe(`"'- 10% off"`);
  });

  // Issue 14: `-` before a digit was let through as "a negative number".
  it.each([
    [`-1+cmd|' /C calc'!A0`],
    ['-10'],
    ['+55 11 99999-0000'],
    ['=1+1'],
    ['@SUM(1+1)*cmd|" /C calc"!A0'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\u0000=1+1'],
    [' =1+1'],
    ['   -1+1'],
    ['\u00A0+1'],
    ['"=1+1'],
    ["'@x"],
    ['\uFEFF=1+1'],
    ['＝1+1'],
    ['\tanything'],
  ])('defuses %j with a leading quote, inside a quoted cell', (text) => {
    const cell = field(text);
    expect(cell.startsWith(`"'`), cell).toBe(true);
    expect(cell.slice(2, -1).replace(/""/g, '"')).toBe(text);
  });

  it.each([['Mercado'], ['Conta 1'], ['1-2 de março'], ['Aluguel -10%'], ["D'Ávila"]])(
    'leaves %j as text without a leading quote',
    (text) => {
      expect(field(text)).toBe(`"${text}"`);
    },
  );

  it('writes a line per entry that the CSV import reads back', () => {
    const line = rowLine({
      date: '2025-03-09',
      description: 'Almoço; "executivo"',
      category: 'Alimentação › Restaurantes',
      box: 'Conta',
      type: 'expense',
      value: 4590,
      status: 'paid',
      tags: ['trabalho', 'sp'],
    });
    expect(line).toBe(
      '09/03/2025;"Almoço; ""executivo""";"Alimentação › Restaurantes";"Conta";Despesa;-45,90;Pago;"trabalho, sp"\r\n',
    );
    expect(headerLine()).toBe('Data;Descrição;Categoria;Caixa;Tipo;Valor;Situação;Tags\r\n');
    expect(parseCsv(BOM + headerLine() + line)).toEqual([
      { date: '2025-03-09', value: 4590, type: 'expense', description: 'Almoço; "executivo"' },
    ]);
  });
});

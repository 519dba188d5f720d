import { describe, expect, it } from 'vitest';
import { parseCsv } from '../import/csv';
import { BOM, field, formatValue, headerLine, rowLine } from './csv-format';

describe('export CSV format', () => {
  it('writes values as 1234,56, negative for expenses', () => {
    expect(formatValue(123456, 'revenue')).toBe('1234,56');
    expect(formatValue(5, 'expense')).toBe('-0,05');
    expect(formatValue(100000000, 'revenue')).toBe('1000000,00');
  });

  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(field('Mercado')).toBe('Mercado');
    expect(field('Pão; leite')).toBe('"Pão; leite"');
    expect(field('Disse "oi"')).toBe('"Disse ""oi"""');
    expect(field('linha\nnova')).toBe('"linha\nnova"');
    expect(field('=SOMA(A1:A9)')).toBe("'=SOMA(A1:A9)");
    expect(field('@cmd')).toBe("'@cmd");
    expect(field('-x')).toBe("'-x");
    expect(field('- 10% off')).toBe('- 10% off');
  });

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
      '09/03/2025;"Almoço; ""executivo""";Alimentação › Restaurantes;Conta;Despesa;-45,90;Pago;trabalho, sp\r\n',
    );
    expect(headerLine()).toBe('Data;Descrição;Categoria;Caixa;Tipo;Valor;Situação;Tags\r\n');
    expect(parseCsv(BOM + headerLine() + line)).toEqual([
      { date: '2025-03-09', value: 4590, type: 'expense', description: 'Almoço; "executivo"' },
    ]);
  });
});

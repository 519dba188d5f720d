import { describe, expect, it } from 'vitest';
import {
  evaluateFormula,
  FormulaError,
  formulaProblem,
  formulaResult,
  formulaVariables,
  parseFormula,
} from './formula';

const keys = ['impacto', 'confianca', 'esforco', 'x'];
const value = (expression: string, values: Record<string, number | null>) =>
  evaluateFormula(parseFormula(expression, keys), values);
const problem = (expression: string) => formulaProblem(expression, keys);

describe('formulas: evaluation', () => {
  it('computes with precedence, parentheses, unary minus and decimals', () => {
    expect(value('impacto * confianca / esforco', { impacto: 8, confianca: 0.5, esforco: 2 })).toBe(
      2,
    );
    expect(value('1 + 2 * 3', {})).toBe(7);
    expect(value('(1 + 2) * 3', {})).toBe(9);
    expect(value('10 - 4 - 3', {})).toBe(3);
    expect(value('16 / 4 / 2', {})).toBe(2);
    expect(value('-x + -(-2)', { x: 5 })).toBe(-3);
    expect(value('+x * .5', { x: 3 })).toBe(1.5);
    expect(value('2.5*x', { x: 2 })).toBe(5);
  });

  it('is null while a field it uses has no value', () => {
    expect(value('impacto * esforco', { impacto: 3 })).toBeNull();
    expect(value('impacto * esforco', { impacto: 3, esforco: null })).toBeNull();
  });

  it('lists the fields it reads', () => {
    expect(
      [...formulaVariables(parseFormula('impacto * (confianca + impacto) / 2', keys))].sort(),
    ).toEqual(['confianca', 'impacto']);
  });

  it('throws a pt-BR division by zero when a divisor is zero for a record', () => {
    expect(() => value('impacto / esforco', { impacto: 1, esforco: 0 })).toThrow(FormulaError);
    expect(() => value('impacto / esforco', { impacto: 1, esforco: 0 })).toThrow(
      'Divisão por zero na posição 9.',
    );
  });

  it('refuses results too large to store', () => {
    expect(() => value('x * x', { x: 1e200 })).toThrow('O resultado da fórmula é grande demais.');
  });

  it('formulaResult: a zero divisor of a record is an empty result with its hint, not an error', () => {
    const result = (expression: string, values: Record<string, number | null>) =>
      formulaResult(parseFormula(expression, keys), values);
    expect(result('impacto / esforco', { impacto: 3, esforco: 0 })).toEqual({
      value: null,
      hint: 'Divisão por zero',
    });
    expect(result('impacto / (esforco - x)', { impacto: 3, esforco: 2, x: 2 })).toEqual({
      value: null,
      hint: 'Divisão por zero',
    });
    expect(result('impacto / esforco', { impacto: 3, esforco: 2 })).toEqual({
      value: 1.5,
      hint: null,
    });
    // A field still empty: nothing to compute yet, and nothing to explain.
    expect(result('impacto / esforco', { impacto: 3 })).toEqual({ value: null, hint: null });
    expect(result('x * x', { x: 1e200 })).toEqual({
      value: null,
      hint: 'O resultado da fórmula é grande demais.',
    });
  });

  it('never reads inherited properties of the values object', () => {
    expect(evaluateFormula({ kind: 'variable', name: 'constructor', position: 1 }, {})).toBeNull();
    expect(
      evaluateFormula(
        { kind: 'variable', name: 'toString', position: 1 },
        Object.create({ toString: 5 }) as Record<string, number>,
      ),
    ).toBeNull();
  });
});

describe('formulas: rejection (pt-BR, naming the problem)', () => {
  it('refuses syntax errors with their position', () => {
    expect(problem('')).toBe('A fórmula está vazia.');
    expect(problem('impacto *')).toBe('A fórmula terminou antes do esperado.');
    expect(problem('(impacto + 1')).toBe('Parêntese aberto na posição 1 não foi fechado.');
    expect(problem('impacto + 1)')).toBe('Parêntese ")" sem abertura na posição 12.');
    expect(problem('impacto esforco')).toBe('Esperava um operador (+ - * /) na posição 9.');
    expect(problem('* 2')).toBe('Esperava um número, um campo ou "(" na posição 1.');
    expect(problem('1.2.3')).toBe('Número inválido "1.2.3" na posição 1.');
    expect(problem('2x')).toBe('Número inválido "2x" na posição 1.');
    expect(problem('impacto ^ 2')).toBe(
      'Caractere não permitido "^" na posição 9. Use números, chaves de campos, + - * / e parênteses.',
    );
  });

  it('refuses unknown variables', () => {
    expect(problem('impacto * urgencia')).toBe(
      'Variável desconhecida "urgencia" na posição 11. Use a chave de um campo numérico da lista.',
    );
  });

  it('refuses a divisor that is zero whatever the fields hold', () => {
    expect(problem('impacto / 0')).toBe('Divisão por zero na posição 9.');
    expect(problem('impacto / (2 - 2)')).toBe('Divisão por zero na posição 9.');
    expect(problem('impacto / (x - x)')).toBeNull();
  });

  it('treats code as text it cannot parse: nothing ever runs', () => {
    let ran = false;
    const globalRecord = globalThis as unknown as Record<string, unknown>;
    globalRecord.__formulaProbe = () => (ran = true);
    for (const attack of [
      "constructor.constructor('x')()",
      'process.exit()',
      '__formulaProbe()',
      'this',
      'x; __formulaProbe()',
      '`${x}`',
      'x[0]',
      'globalThis',
      'impacto => 1',
      'x || 1',
    ]) {
      expect(problem(attack), attack).not.toBeNull();
    }
    expect(ran).toBe(false);
    delete globalRecord.__formulaProbe;
    expect(problem("constructor.constructor('x')()")).toBe(
      'Variável desconhecida "constructor" na posição 1. Use a chave de um campo numérico da lista.',
    );
    expect(problem('process.exit()')).toBe(
      'Variável desconhecida "process" na posição 1. Use a chave de um campo numérico da lista.',
    );
  });

  it('refuses very long or deeply nested formulas without blowing the stack', () => {
    expect(problem('x+'.repeat(300) + 'x')).toBe('A fórmula pode ter no máximo 500 caracteres.');
    expect(problem('('.repeat(100) + 'x' + ')'.repeat(100))).toBe(
      'A fórmula tem parênteses ou sinais aninhados demais.',
    );
    expect(problem('-'.repeat(100) + 'x')).toBe(
      'A fórmula tem parênteses ou sinais aninhados demais.',
    );
  });
});

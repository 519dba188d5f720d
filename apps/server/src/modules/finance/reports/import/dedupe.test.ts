import { describe, expect, it } from 'vitest';
import { markDuplicates, normalizeDescription, type ExistingEntry } from './dedupe';
import { buildSuggester } from './suggest';

const entry = (over: Partial<ExistingEntry> = {}): ExistingEntry => ({
  date: '2025-01-10',
  value: 500,
  type: 'expense',
  description: 'Padaria',
  fitId: null,
  ...over,
});

describe('normalizeDescription', () => {
  it('ignores accents, case, punctuation and spacing', () => {
    expect(normalizeDescription('  PIX Enviado - João  Pereira! ')).toBe(
      'pix enviado joao pereira',
    );
  });
});

describe('markDuplicates', () => {
  it('matches by FITID, or by day + value + direction + description', () => {
    const rows = [
      {
        date: '2025-01-10',
        value: 500,
        type: 'expense' as const,
        description: 'PADARIA',
        fitId: 'a',
      },
      { date: '2025-01-10', value: 500, type: 'revenue' as const, description: 'padaria' },
      { date: '2025-01-11', value: 500, type: 'expense' as const, description: 'padaria' },
      {
        date: '2025-01-12',
        value: 999,
        type: 'expense' as const,
        description: 'outra coisa',
        fitId: 'b',
      },
    ];
    expect(
      markDuplicates(rows, [entry(), entry({ date: '2025-01-01', description: 'x', fitId: 'b' })]),
    ).toEqual([true, false, false, true]);
  });

  it('counts copies: two identical purchases over one existing entry → the second is new; the same file again → nothing new', () => {
    const coffee = {
      date: '2025-01-10',
      value: 500,
      type: 'expense' as const,
      description: 'Café',
    };
    expect(markDuplicates([coffee, coffee], [entry({ description: 'café' })])).toEqual([
      true,
      false,
    ]);
    expect(
      markDuplicates(
        [coffee, coffee],
        [entry({ description: 'Café' }), entry({ description: 'Café' })],
      ),
    ).toEqual([true, true]);
  });

  it('two FITIDs with the same content are two purchases; a repeated FITID in one file is one', () => {
    const row = {
      date: '2025-01-10',
      value: 500,
      type: 'expense' as const,
      description: 'Padaria',
    };
    expect(
      markDuplicates(
        [
          { ...row, fitId: 'x' },
          { ...row, fitId: 'y' },
        ],
        [entry({ fitId: 'x' })],
      ),
    ).toEqual([true, false]);
    expect(
      markDuplicates(
        [
          { ...row, fitId: 'x' },
          { ...row, fitId: 'x' },
        ],
        [],
      ),
    ).toEqual([false, true]);
    // A hand-typed entry (no FITID) is the bank's line.
    expect(markDuplicates([{ ...row, fitId: 'z' }], [entry()])).toEqual([true]);
  });
});

describe('buildSuggester', () => {
  const suggest = buildSuggester([
    {
      description: 'COMPRA CARTAO SUPERMERCADO BOM PRECO 10/01',
      type: 'expense',
      categoryId: 'mercado',
      uses: 3,
    },
    {
      description: 'COMPRA CARTAO SUPERMERCADO BOM PRECO',
      type: 'expense',
      categoryId: 'lazer',
      uses: 1,
    },
    { description: 'PIX ENVIADO JOAO PEREIRA', type: 'expense', categoryId: 'servicos', uses: 2 },
    { description: 'SALARIO EMPRESA EXEMPLO', type: 'revenue', categoryId: 'salario', uses: 5 },
  ]);

  it('suggests the most used category for the description, then for its first significant words', () => {
    expect(suggest({ description: 'Compra cartão supermercado bom preço', type: 'expense' })).toBe(
      'mercado',
    );
    expect(
      suggest({ description: 'COMPRA CARTAO SUPERMERCADO BOM PRECO 22/02', type: 'expense' }),
    ).toBe('mercado');
    expect(suggest({ description: 'PIX ENVIADO JOAO PEREIRA 123', type: 'expense' })).toBe(
      'servicos',
    );
    expect(suggest({ description: 'SALARIO EMPRESA EXEMPLO', type: 'revenue' })).toBe('salario');
  });

  it('never crosses directions and answers null for the unknown', () => {
    expect(suggest({ description: 'SALARIO EMPRESA EXEMPLO', type: 'expense' })).toBeNull();
    expect(suggest({ description: 'FARMACIA CENTRAL', type: 'expense' })).toBeNull();
  });
});

import type { ImportPreviewRow } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { commitBody, initialChoices, selectionState } from './import-rows';

const row = (over: Partial<ImportPreviewRow>): ImportPreviewRow => ({
  date: '2025-01-05',
  value: 520_000,
  type: 'revenue',
  description: 'SALARIO',
  fitId: 'f1',
  suggestedCategoryId: null,
  suggestion: null,
  duplicate: false,
  ...over,
});

describe('import preview choices', () => {
  const rows = [
    row({}),
    row({
      fitId: 'f2',
      duplicate: true,
      description: 'ALUGUEL',
      type: 'expense',
      suggestedCategoryId: 'cat-aluguel',
    }),
    row({ fitId: null, suggestedCategoryId: 'cat-x' }),
  ];

  it('leaves duplicates out and preselects suggestions', () => {
    expect(initialChoices(rows)).toEqual([
      { include: true, categoryId: '' },
      { include: false, categoryId: 'cat-aluguel' },
      { include: true, categoryId: 'cat-x' },
    ]);
  });

  it('commits only the included rows with the chosen categories', () => {
    const choices = initialChoices(rows);
    choices[2] = { include: true, categoryId: '' };
    expect(commitBody('box-1', rows, choices)).toEqual({
      boxId: 'box-1',
      rows: [
        {
          date: '2025-01-05',
          value: 520_000,
          type: 'revenue',
          description: 'SALARIO',
          categoryId: null,
          fitId: 'f1',
        },
        {
          date: '2025-01-05',
          value: 520_000,
          type: 'revenue',
          description: 'SALARIO',
          categoryId: null,
          fitId: null,
        },
      ],
    });
  });

  it('knows whether all, none or some rows are in', () => {
    expect(selectionState(initialChoices(rows))).toBe('some');
    expect(selectionState(rows.map(() => ({ include: true, categoryId: '' })))).toBe('all');
    expect(selectionState(rows.map(() => ({ include: false, categoryId: '' })))).toBe('none');
  });
});

import type { ImportPreviewRow } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { applyNewRule } from './import-rule-created';

const row = (description: string, over: Partial<ImportPreviewRow> = {}): ImportPreviewRow => ({
  date: '2025-03-02',
  value: 1000,
  type: 'expense',
  description,
  fitId: null,
  suggestedCategoryId: null,
  suggestion: null,
  duplicate: false,
  ...over,
});

describe('a rule made from the preview', () => {
  it('takes the matching rows of its type that no rule took and nobody chose by hand', () => {
    const rows = [
      row('POSTO SHELL 0231'),
      row('Posto Shell Centro', {
        suggestedCategoryId: 'lazer',
        suggestion: {
          source: 'history',
          ruleId: null,
          rulePattern: null,
          originalDescription: null,
        },
      }),
      row('POSTO SHELL 77'),
      row('Corrida', {
        suggestedCategoryId: 'outro',
        suggestion: {
          source: 'rule',
          ruleId: 'r1',
          rulePattern: 'POSTO',
          originalDescription: 'POSTO SHELL UBER',
        },
      }),
      row('ESTORNO POSTO SHELL', { type: 'revenue' }),
      row('PADARIA'),
    ];
    const choices = [
      { include: true, categoryId: '' },
      { include: true, categoryId: 'lazer' },
      { include: true, categoryId: 'mercado' }, // chosen by hand
      { include: true, categoryId: 'outro' },
      { include: true, categoryId: '' },
      { include: true, categoryId: '' },
    ];
    const { choices: next, applied } = applyNewRule(rows, choices, {
      pattern: 'posto shell',
      match: 'contains',
      type: 'expense',
      categoryId: 'transporte',
    });
    expect(next.map((c) => c.categoryId)).toEqual([
      'transporte',
      'transporte',
      'mercado',
      'outro',
      '',
      '',
    ]);
    expect(applied).toBe(2);
    expect(next.every((c) => c.include)).toBe(true);
  });
});

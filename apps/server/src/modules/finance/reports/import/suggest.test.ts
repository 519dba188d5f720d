import { ruleMatches } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { buildRowSuggester, type SuggestionRule } from './suggest';

const rule = (fields: Partial<SuggestionRule>): SuggestionRule => ({
  id: 'r1',
  pattern: 'UBER',
  match: 'contains',
  type: 'expense',
  categoryId: 'transporte',
  rename: null,
  ...fields,
});

describe('rule matching', () => {
  it('ignores case, accents and punctuation, and matches whole words', () => {
    const uber = rule({});
    expect(ruleMatches(uber, 'UBER *TRIP HELP.UBER.COM')).toBe(true);
    expect(ruleMatches(uber, 'Pg uber do br')).toBe(true);
    expect(ruleMatches(uber, 'SUBERBAN LTDA')).toBe(false);
    const padaria = rule({ pattern: 'padaria sao joao' });
    expect(ruleMatches(padaria, 'COMPRA PADARIA SÃO JOÃO 12/03')).toBe(true);
    expect(ruleMatches(rule({ match: 'starts_with', pattern: 'Pix' }), 'PIX ENVIADO Ana')).toBe(
      true,
    );
    expect(ruleMatches(rule({ match: 'starts_with', pattern: 'Pix' }), 'ENVIO PIX Ana')).toBe(
      false,
    );
    expect(ruleMatches(rule({ match: 'equals', pattern: 'Netflix.com' }), 'NETFLIX COM')).toBe(
      true,
    );
    expect(ruleMatches(rule({ match: 'equals', pattern: 'Netflix' }), 'NETFLIX COM')).toBe(false);
  });
});

describe('row suggestions', () => {
  const history = [
    { description: 'UBER *TRIP', type: 'expense' as const, categoryId: 'lazer', uses: 9 },
    { description: 'MERCADO BOM PRECO', type: 'expense' as const, categoryId: 'mercado', uses: 3 },
  ];

  it('an explicit rule wins over the learnt category, says which rule, and may rename', () => {
    const suggest = buildRowSuggester({
      rules: [rule({ rename: 'Corrida de Uber' })],
      history,
    });
    expect(suggest({ description: 'UBER *TRIP', type: 'expense' })).toEqual({
      description: 'Corrida de Uber',
      suggestedCategoryId: 'transporte',
      suggestion: {
        source: 'rule',
        ruleId: 'r1',
        rulePattern: 'UBER',
        originalDescription: 'UBER *TRIP',
      },
    });
    expect(suggest({ description: 'MERCADO BOM PRECO 12/03', type: 'expense' })).toEqual({
      description: 'MERCADO BOM PRECO 12/03',
      suggestedCategoryId: 'mercado',
      suggestion: {
        source: 'history',
        ruleId: null,
        rulePattern: null,
        originalDescription: null,
      },
    });
    expect(suggest({ description: 'LOJA NOVA', type: 'expense' })).toEqual({
      description: 'LOJA NOVA',
      suggestedCategoryId: null,
      suggestion: null,
    });
  });

  it('tries rules in order, only on rows of their type', () => {
    const suggest = buildRowSuggester({
      rules: [
        rule({ id: 'refund', type: 'revenue', categoryId: 'outras' }),
        rule({ id: 'eats', pattern: 'uber eats', categoryId: 'restaurantes' }),
        rule({ id: 'any', categoryId: 'transporte' }),
      ],
      history: [],
    });
    expect(suggest({ description: 'UBER EATS', type: 'expense' }).suggestion?.ruleId).toBe('eats');
    expect(suggest({ description: 'UBER TRIP', type: 'expense' }).suggestion?.ruleId).toBe('any');
    expect(suggest({ description: 'ESTORNO UBER', type: 'revenue' }).suggestedCategoryId).toBe(
      'outras',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { testVariant } from '../test/test-products';
import { updateBodyOf, variantProblemsOf, variantValuesOf } from './variant-form';

describe('variant form', () => {
  const variant = testVariant(1, {
    name: 'P',
    options: { cor: 'Azul', tamanho: 'P', gola: 'V' },
    sku: 'CAM-P',
    stock: 4,
  });

  it('sends nothing for an unchanged variant, whatever the order of its options', () => {
    expect(updateBodyOf(variantValuesOf(variant, false), variant)).toEqual({});
  });

  it('keeps the options the form does not name and drops an emptied one', () => {
    const values = { ...variantValuesOf(variant, false), color: '', size: 'G' };
    expect(updateBodyOf(values, variant)).toEqual({ options: { gola: 'V', tamanho: 'G' } });
  });

  it('says a missing stock and the schema’s own messages on their fields', () => {
    const values = { ...variantValuesOf(null, false), name: ' ', stock: null };
    const problems = variantProblemsOf({ name: '', stock: null }, values, true);
    expect(problems).toEqual({ stock: 'Informe o estoque.', name: 'Informe o nome.' });
  });

  it('a digital product’s new variant starts unlimited', () => {
    expect(variantValuesOf(null, true)).toMatchObject({ unlimited: true, stock: null });
  });
});

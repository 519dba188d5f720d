import { describe, expect, it } from 'vitest';
import {
  formValues,
  resourceResolver,
  toBody,
  type ResourceFormValues,
} from './resource-form-values';

const base: ResourceFormValues = { ...formValues(null), name: 'Moeda' };
const resolve = (values: ResourceFormValues) =>
  resourceResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('resource form → API body', () => {
  it('sends nothing for switches that are off, and no image for a blank one', () => {
    const body = toBody({
      ...base,
      imageUrl: '  ',
      quantityExisting: 50,
      limited: false,
      transitoryOn: false,
      transitory: 'week',
      streakFreeze: false,
    });
    expect(body).toMatchObject({
      imageUrl: null,
      quantityExisting: null,
      transitory: null,
      effect: null,
    });
  });

  it('sends the quantity, the duration and the effect when they are on', () => {
    const body = toBody({
      ...base,
      limited: true,
      quantityExisting: 10,
      transitoryOn: true,
      transitory: 'fortnight',
      streakFreeze: true,
    });
    expect(body).toMatchObject({
      limited: true,
      quantityExisting: 10,
      transitory: 'fortnight',
      effect: 'streak_freeze',
    });
  });

  it('refuses a limited resource without a quantity with the contract’s message, under its field', async () => {
    const result = await resolve({ ...base, limited: true, quantityExisting: null });
    expect(result.errors.quantityExisting?.message).toBe(
      'Informe a quantidade existente de um recurso limitado.',
    );
  });

  it('refuses an image that is not https', async () => {
    const result = await resolve({ ...base, imageUrl: 'http://exemplo.com/a.png' });
    expect(result.errors.imageUrl?.message).toBe(
      'Informe um endereço https:// válido para a imagem.',
    );
  });

  it('accepts a complete resource', async () => {
    const result = await resolve({
      ...base,
      imageUrl: 'https://exemplo.com/a.png',
      rarity: 'legendary',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'Moeda',
      imageUrl: 'https://exemplo.com/a.png',
      rarity: 'legendary',
    });
  });
});

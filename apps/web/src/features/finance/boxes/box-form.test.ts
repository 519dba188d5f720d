import { describe, expect, it } from 'vitest';
import { boxBody, boxDefaults, boxResolver, type BoxFormValues } from './box-form';

const resolve = (values: BoxFormValues, creating = true) =>
  boxResolver(creating)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('box form', () => {
  it('a card needs limite, fechamento and vencimento, with the contracts’ pt-BR messages', async () => {
    const result = await resolve({ ...boxDefaults(null, 'credit_card'), name: 'Cartão Nu' });
    expect(result.errors.limit?.message).toBe('Informe o limite do cartão.');
    expect(result.errors.closingDay?.message).toBe('Informe o dia de fechamento.');
    expect(result.errors.dueDay?.message).toBe('Informe o dia de vencimento.');
  });

  it('a closing day outside 1–28 is refused', async () => {
    const result = await resolve({
      ...boxDefaults(null, 'credit_card'),
      name: 'Cartão',
      limit: 100000,
      closingDay: 31,
      dueDay: 10,
    });
    expect(result.errors.closingDay?.message).toBe('O dia de fechamento deve ser de 1 a 28.');
  });

  it('sends only the fields of the kind, the opening balance signed by "negativo"', () => {
    const values: BoxFormValues = {
      ...boxDefaults(null, 'bank_account'),
      name: 'Conta Corrente',
      openingBalance: 150000,
      negative: true,
      limit: 5,
      closingDay: 3,
    };
    const body = boxBody(values, true);
    expect(body).toMatchObject({
      kind: 'bank_account',
      name: 'Conta Corrente',
      openingBalance: -150000,
    });
    expect(body).not.toHaveProperty('limit');
    expect(body).not.toHaveProperty('closingDay');
  });

  it('an edit never sends the kind (it cannot change) and validates with the update schema', async () => {
    const values: BoxFormValues = {
      ...boxDefaults(null, 'credit_card'),
      name: 'Cartão',
      limit: 200000,
      closingDay: 5,
      dueDay: 15,
    };
    expect(boxBody(values, false)).not.toHaveProperty('kind');
    expect((await resolve(values, false)).errors).toEqual({});
    expect((await resolve({ ...values, name: '  ' }, false)).errors.name?.message).toBe(
      'Informe o nome da caixa.',
    );
  });
});

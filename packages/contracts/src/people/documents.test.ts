import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  documentMask,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
} from './documents';

/*
 * Known numbers: 12.ABC.345/01DE-35 is the example of the Receita Federal's "CNPJ
 * alfanumérico" questions and answers (question 14) and of SERPRO's DV calculation guide;
 * 12.ABC.345/0001-88 is checked the same way by independent implementations. The numeric ones
 * are published registrations (Banco do Brasil 00.000.000/0001-91, Petrobras
 * 33.000.167/0001-01) and the textbook examples of the mod-11 algorithm.
 */
describe('CPF', () => {
  it.each(['529.982.247-25', '111.444.777-35', '123.456.789-09', '390.533.447-05', '52998224725'])(
    'takes %s',
    (cpf) => expect(normalizeDocument(cpf)).toEqual({ kind: 'cpf', value: cpf.replace(/\D/g, '') }),
  );

  it.each([
    '529.982.247-24', // last digit off by one
    '529.982.247-52', // check digits swapped
    '111.111.111-11', // repeated digits pass the arithmetic but are no CPF
    '000.000.000-00',
    '123.456.789-10',
  ])('refuses %s with "CPF inválido."', (cpf) =>
    expect(normalizeDocument(cpf)).toEqual({ error: 'CPF inválido.' }),
  );

  it('computes the check digits of a base', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(isValidCpf('52998224725')).toBe(true);
  });
});

describe('CNPJ (numeric and the 2026 alphanumeric format)', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['00.000.000/0001-91', '00000000000191'],
    ['33.000.167/0001-01', '33000167000101'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'], // typed in lower case
    ['12ABC34501DE35', '12ABC34501DE35'],
    ['12.ABC.345/0001-88', '12ABC345000188'],
  ])('takes %s', (cnpj, stored) =>
    expect(normalizeDocument(cnpj)).toEqual({ kind: 'cnpj', value: stored }),
  );

  it.each([
    '11.222.333/0001-80',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-53', // check digits swapped
    '12.ABD.345/01DE-35', // one letter changed
    '00.000.000/0000-00',
    'AB.CDE.FGH/IJKL-MN', // letters in the check digits
  ])('refuses %s with "CNPJ inválido."', (cnpj) =>
    expect(normalizeDocument(cnpj)).toEqual({ error: 'CNPJ inválido.' }),
  );

  it('weighs letters by their ASCII code minus 48 (A = 17), so numeric CNPJs keep their digits', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
  });
});

describe('documents as typed and shown', () => {
  it('refuses what is neither (wrong length, symbols, too long) with one message', () => {
    for (const bad of [
      '123',
      '1234567890123',
      '529.982.247-2#',
      'x'.repeat(31),
      '1234567890123456',
    ])
      expect(normalizeDocument(bad)).toEqual({
        error: 'Documento inválido: informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).',
      });
  });

  it('formats the stored form and masks while typing', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(documentMask('5299822')).toBe('529.982.2');
    expect(documentMask('52998224725')).toBe('529.982.247-25');
    expect(documentMask('112223330001')).toBe('11.222.333/0001');
    expect(documentMask('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(documentMask('12AB')).toBe('12.AB');
  });
});

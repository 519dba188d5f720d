import { describe, expect, it } from 'vitest';
import { personInitials } from './person-initials';

describe('personInitials', () => {
  it('takes the first letters of the first and last names, accents kept', () => {
    expect(personInitials('Ana Maria Souza')).toBe('AS');
    expect(personInitials('Ítalo Érico')).toBe('ÍÉ');
    expect(personInitials('  joão   da silva ')).toBe('JS');
    // A decomposed accent (E + combining acute) comes out as one letter, composed.
    expect(personInitials('E\u0301rica Lima')).toBe('ÉL');
  });

  it('gives one letter for a single name', () => {
    expect(personInitials('Cláudia')).toBe('C');
    expect(personInitials('ñandu')).toBe('Ñ');
  });

  it('skips emoji, punctuation and markup: never "B<" nor "<O"', () => {
    expect(personInitials('Bruno <Oliveira>')).toBe('B');
    expect(personInitials('<b>Bruno</b> Oliveira')).toBe('BO');
    expect(personInitials('Bia <')).toBe('B');
    expect(personInitials('< Otávio')).toBe('O');
    expect(personInitials('<img src=x onerror=alert("nome")>Ana')).toBe('A');
    expect(personInitials('🚀 Rita 🎉 Alves 😀')).toBe('RA');
    expect(personInitials('"Zé" (Carlos)')).toBe('ZC');
    expect(personInitials('👩‍💻')).toBeNull();
  });

  it('falls back to the e-mail’s first letter, then to nothing (the person icon)', () => {
    expect(personInitials('🚀🚀', 'rita@exemplo.com')).toBe('R');
    expect(personInitials('', '_beto@exemplo.com')).toBe('B');
    expect(personInitials(undefined, null)).toBeNull();
    expect(personInitials('<>', '123@exemplo.com')).toBeNull();
  });

  it('reads any script', () => {
    expect(personInitials('Άννα Παππά')).toBe('ΆΠ');
    expect(personInitials('李 小龙')).toBe('李小');
  });
});

import type { Statement } from '@orbita/contracts/finance';
import { describe, expect, it } from 'vitest';
import { statementNote, withoutInstallment } from './statement-text';

const base: Statement = {
  month: '2026-12',
  closingDate: '2026-12-05',
  dueDate: '2026-12-12',
  total: 100_00,
  paid: 0,
  credit: 0,
  remaining: 100_00,
  carriedOver: 0,
  historical: false,
  status: 'closed',
};

describe('statement notes', () => {
  it('says partial payments, credits and history in plain pt-BR', () => {
    expect(statementNote(base)).toBeNull();
    expect(statementNote({ ...base, paid: 40_00, remaining: 60_00 })).toBe(
      'Pagamento parcial: faltam R$ 60,00.',
    );
    expect(
      statementNote({ ...base, paid: 150_00, remaining: 0, carriedOver: 50_00, status: 'paid' }),
    ).toBe('R$ 50,00 de crédito para a próxima fatura.');
    expect(statementNote({ ...base, credit: 50_00, remaining: 50_00 })).toBe(
      'R$ 50,00 de crédito da fatura anterior.',
    );
    expect(statementNote({ ...base, historical: true, remaining: 0 })).toMatch(
      /^Importada depois do vencimento/,
    );
  });

  it('takes the installment out of the description only for installments', () => {
    expect(withoutInstallment('Geladeira (2/6)', 6)).toBe('Geladeira');
    expect(withoutInstallment('Show (2/6)', null)).toBe('Show (2/6)');
  });
});

import { describe, expect, it } from 'vitest';
import { createBoxBodySchema } from './boxes';
import {
  statementClosingDate,
  statementDueDate,
  statementMonthFor,
  bestPurchaseDay,
} from './cards';
import { addMonths, addMonthsToDay, daySchema, formatCents, formatDay } from './common';
import { createEntryBodySchema, splitInstallments } from './entries';
import { createTransferBodySchema } from './transfers';

describe('finance contracts', () => {
  it('splits installments exactly, the spare centavos on the first', () => {
    expect(splitInstallments(10_001, 3)).toEqual([3335, 3333, 3333]);
    expect(splitInstallments(100, 48).reduce((s, v) => s + v, 0)).toBe(100);
    expect(splitInstallments(100, 48)[0]).toBe(6);
    for (const [total, n] of [
      [1, 2],
      [99_999, 7],
      [123_456_789, 48],
    ] as const) {
      const parts = splitInstallments(total, n);
      expect(parts.reduce((s, v) => s + v, 0)).toBe(total);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThan(n);
    }
  });

  it('places card days in statements around the closing day', () => {
    expect(statementMonthFor('2025-03-09', 10)).toBe('2025-03');
    expect(statementMonthFor('2025-03-10', 10)).toBe('2025-04');
    expect(statementMonthFor('2025-12-15', 10)).toBe('2026-01');
    // The closing day's purchases are the first of the next statement: the best day to buy.
    expect(bestPurchaseDay(10)).toBe(10);
    expect(statementClosingDate('2025-02', 28)).toBe('2025-02-28');
    expect(statementDueDate('2025-02', 10, 20)).toBe('2025-02-20');
    expect(statementDueDate('2025-12', 25, 5)).toBe('2026-01-05');
  });

  it('does calendar arithmetic and pt-BR formatting', () => {
    expect(addMonths('2025-11', 3)).toBe('2026-02');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonthsToDay('2024-01-31', 1)).toBe('2024-02-29');
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(-5)).toBe('-R$ 0,05');
    expect(formatCents(100_000_000)).toBe('R$ 1.000.000,00');
    expect(formatDay('2025-03-09')).toBe('09/03/2025');
    expect(daySchema.safeParse('2025-02-29').success).toBe(false);
    expect(daySchema.safeParse('2024-02-29').success).toBe(true);
  });

  it('validates bodies with pt-BR messages', () => {
    const card = createBoxBodySchema.safeParse({ name: 'Nubank', kind: 'credit_card' });
    expect(card.success).toBe(false);
    expect(card.error?.issues.map((i) => i.message)).toContain('Informe o limite do cartão.');
    expect(
      createBoxBodySchema.safeParse({ name: 'Conta', kind: 'bank_account', limit: 10 }).success,
    ).toBe(false);
    const entry = createEntryBodySchema.parse({
      boxId: crypto.randomUUID(),
      date: '2025-01-01',
      value: 1,
      type: 'expense',
      description: ' Pão ',
      tags: ['Casa', 'casa'],
    });
    expect(entry).toMatchObject({ status: 'paid', description: 'Pão', tags: ['casa'] });
    const id = crypto.randomUUID();
    expect(
      createTransferBodySchema.safeParse({
        fromBoxId: id,
        toBoxId: id,
        date: '2025-01-01',
        value: 1,
      }).error?.issues[0]?.message,
    ).toBe('Escolha caixas de origem e destino diferentes.');
  });
});

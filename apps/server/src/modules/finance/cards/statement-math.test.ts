import { describe, expect, it } from 'vitest';
import { buildStatements, statementToPay, type MonthSums } from './statement-math';

const card = { closingDay: 5, dueDay: 12 };
const sums = (entries: Record<string, Partial<MonthSums>>) =>
  new Map(
    Object.entries(entries).map(([m, s]) => [m, { total: 0, paid: 0, historical: false, ...s }]),
  );
const brief = (today: string, entries: Record<string, Partial<MonthSums>>) =>
  buildStatements(card, sums(entries), today).map((s) => [
    s.month,
    s.status,
    s.credit,
    s.remaining,
    s.carriedOver,
  ]);

describe('statement math', () => {
  it('open until the closing day, closed until the due day, overdue after it', () => {
    const month = { '2026-12': { total: 100 } };
    expect(brief('2026-12-04', month)).toEqual([['2026-12', 'open', 0, 100, 0]]);
    expect(brief('2026-12-05', month)).toEqual([['2026-12', 'closed', 0, 100, 0]]);
    expect(brief('2026-12-12', month)).toEqual([['2026-12', 'closed', 0, 100, 0]]);
    expect(brief('2026-12-13', month)).toEqual([['2026-12', 'overdue', 0, 100, 0]]);
    // Paid in full, even before it closes; an empty open one stays open.
    expect(brief('2026-11-26', { '2026-12': { total: 100, paid: 100 } })).toEqual([
      ['2026-12', 'paid', 0, 0, 0],
    ]);
    expect(brief('2026-11-26', { '2026-12': {} })).toEqual([['2026-12', 'open', 0, 0, 0]]);
  });

  it('carries overpayments and larger refunds forward, oldest first', () => {
    expect(
      brief('2027-01-20', {
        '2026-11': { total: -20 },
        '2026-12': { total: 100, paid: 150 },
        '2027-01': { total: 200 },
      }),
    ).toEqual([
      ['2027-01', 'overdue', 70, 130, 0],
      ['2026-12', 'paid', 20, 0, 70],
      ['2026-11', 'paid', 0, 0, 20],
    ]);
  });

  it('history owes nothing, is never overdue, and lets its payments pass on', () => {
    expect(brief('2026-11-26', { '2015-02': { total: 39_212, historical: true } })).toEqual([
      ['2015-02', 'closed', 0, 0, 0],
    ]);
    expect(
      brief('2026-11-26', {
        '2015-02': { total: 100, paid: 30, historical: true },
        '2026-12': { total: 50 },
      }),
    ).toEqual([
      ['2026-12', 'open', 30, 20, 0],
      ['2015-02', 'closed', 0, 0, 30],
    ]);
  });

  it('a payment without a chosen statement pays the oldest owing up to its day', () => {
    const list = buildStatements(
      card,
      sums({
        '2026-11': { total: 10, paid: 10 },
        '2026-12': { total: 100 },
        '2027-01': { total: 40 },
        '2027-04': { total: 40 },
      }),
      '2026-12-08',
    );
    expect(statementToPay(card, list, '2026-12-08')).toBe('2026-12');
    // Before December opened, only November was there: all paid, the credit goes on it.
    expect(statementToPay(card, list, '2026-11-02')).toBe('2026-11');
    // A card with no statement up to that day: the one open that day.
    expect(statementToPay(card, list, '2026-10-01')).toBe('2026-10');
    // Future installments are not paid before what is owed up to the day.
    const paidUpToJanuary = buildStatements(
      card,
      sums({ '2027-01': { total: 40, paid: 40 }, '2027-04': { total: 40 } }),
      '2026-12-08',
    );
    expect(statementToPay(card, paidUpToJanuary, '2026-12-08')).toBe('2027-01');
  });
});

import { conditionOperators, type AgentConditions } from '@orbita/contracts/agents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateConditions, parseNumber } from './conditions';

const input = {
  event: { value: 150_000, to: 'done', date: '2026-11-26', tags: ['Casa', 'Urgente'] },
  task: { title: 'Reunião com a Équipe de São Paulo', code: 'T-12', empty: '  ' },
  list: { name: 'Compras' },
};

const one = (field: string, op: AgentConditions['rules'][number]['op'], value = '') =>
  evaluateConditions({ match: 'all', rules: [{ field, op, value }] }, input);

describe('evaluateConditions', () => {
  it('passes with no rules', () => {
    expect(evaluateConditions({ match: 'all', rules: [] }, input)).toEqual({
      passed: true,
      rules: [],
    });
  });

  it('compares text ignoring case and accents', () => {
    expect(one('task.title', 'contains', 'equipe de sao paulo').passed).toBe(true);
    expect(one('task.title', 'starts_with', 'REUNIAO').passed).toBe(true);
    expect(one('task.title', 'not_contains', 'sao').passed).toBe(false);
    expect(one('list.name', 'equals', ' compras ').passed).toBe(true);
    expect(one('list.name', 'not_equals', 'Compras').passed).toBe(false);
    expect(one('event.tags', 'contains', 'urgente').passed).toBe(true);
  });

  it('compares numbers, pt-BR or plain, and a non-number is false', () => {
    expect(one('event.value', 'gt', '100.000').passed).toBe(true); // pt-BR grouping
    expect(one('event.value', 'gte', '150000').passed).toBe(true);
    expect(one('event.value', 'lt', '1.500,01').passed).toBe(false);
    expect(one('event.value', 'lte', '150000.5').passed).toBe(true);
    expect(one('event.value', 'equals', '150.000,00').passed).toBe(true);
    expect(one('task.code', 'gt', '1').passed).toBe(false);
    expect(one('event.value', 'gt', 'muito').passed).toBe(false);
  });

  it('compares dates in time order', () => {
    expect(one('event.date', 'gt', '2026-11-01').passed).toBe(true);
    expect(one('event.date', 'lt', '2026-11-01').passed).toBe(false);
  });

  it('reads empty: missing, null, blanks and empty lists', () => {
    expect(one('task.empty', 'is_empty').passed).toBe(true);
    expect(one('task.missing', 'is_empty').passed).toBe(true);
    expect(one('task.title', 'is_not_empty').passed).toBe(true);
    expect(one('event.value', 'is_empty').passed).toBe(false);
  });

  it('all needs every rule, any needs one; each rule reports its value', () => {
    const rules: AgentConditions['rules'] = [
      { field: 'event.to', op: 'equals', value: 'done' },
      { field: 'list.name', op: 'equals', value: 'Outra' },
    ];
    const all = evaluateConditions({ match: 'all', rules }, input);
    expect(all.passed).toBe(false);
    expect(all.rules).toEqual([
      { field: 'event.to', value: 'done', passed: true },
      { field: 'list.name', value: 'Compras', passed: false },
    ]);
    expect(evaluateConditions({ match: 'any', rules }, input).passed).toBe(true);
  });

  it('never reads the prototype', () => {
    expect(one('task.constructor', 'is_not_empty').passed).toBe(false);
    expect(one('task.__proto__', 'is_not_empty').passed).toBe(false);
  });

  it('never throws on any rule and any input (fuzz)', () => {
    const rule = fc.record({
      field: fc.oneof(fc.constantFrom('event.value', 'task.title', 'event.tags'), fc.string()),
      op: fc.constantFrom(...conditionOperators),
      value: fc.string({ maxLength: 500 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('all' as const, 'any' as const),
        fc.array(rule, { maxLength: 20 }),
        fc.jsonValue(),
        (match, rules, event) => {
          const result = evaluateConditions({ match, rules }, { event, task: input.task });
          expect(typeof result.passed).toBe('boolean');
          expect(result.rules).toHaveLength(rules.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1.234', 1234],
    ['1,5', 1.5],
    ['1,234,567.5', 1234567.5],
    ['R$ 10,00', 10],
    ['-3', -3],
    [42, 42],
  ])('%j → %d', (text, n) => expect(parseNumber(text)).toBe(n));

  it.each(['', 'abc', '2026-11-26', '1.2.3,4,5', '1e3', 'NaN', null, true, {}])(
    '%j is not a number',
    (text) => expect(parseNumber(text)).toBeNull(),
  );
});

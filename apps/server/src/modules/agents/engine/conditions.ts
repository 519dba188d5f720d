import type { AgentConditions, ConditionOperator, ConditionRule } from '@orbita/contracts/agents';
import { asText, valueAt } from './paths';

export interface ConditionsResult {
  passed: boolean;
  /** Each rule with the value the field had (shown by the dry run and the run log). */
  rules: { field: string; value: unknown; passed: boolean }[];
}

/**
 * Evaluates an agent's form-built filter against a run's input. A closed list of operators
 * on a field path and a literal: nothing the user writes is ever executed. Text operators
 * ignore case and accents ("São" contains "sao"); number operators read pt-BR ("1.234,56")
 * and plain ("1234.56") numbers, and are false when either side is not a number. No rules:
 * passes.
 */
export function evaluateConditions(
  conditions: AgentConditions,
  input: Record<string, unknown>,
): ConditionsResult {
  const rules = conditions.rules.map((rule) => {
    const value = valueAt(input, rule.field);
    return { field: rule.field, value: value ?? null, passed: holds(rule, value) };
  });
  const passed =
    rules.length === 0 ||
    (conditions.match === 'any' ? rules.some((r) => r.passed) : rules.every((r) => r.passed));
  return { passed, rules };
}

function holds(rule: ConditionRule, value: unknown): boolean {
  const op: ConditionOperator = rule.op;
  switch (op) {
    case 'is_empty':
      return isEmpty(value);
    case 'is_not_empty':
      return !isEmpty(value);
    case 'equals':
      return same(value, rule.value);
    case 'not_equals':
      return !same(value, rule.value);
    case 'contains':
      return fold(textOf(value)).includes(fold(rule.value));
    case 'not_contains':
      return !fold(textOf(value)).includes(fold(rule.value));
    case 'starts_with':
      return fold(textOf(value)).startsWith(fold(rule.value));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return compare(op, value, rule.value);
  }
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** A list compares by its items' text ("contém" finds a tag among tags). */
function textOf(value: unknown): string {
  return Array.isArray(value) ? value.map(asText).join(', ') : asText(value);
}

/** Case- and accent-insensitive text (NFD, marks dropped), trimmed. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
}

/** Equal as numbers when both sides are numbers ("10" = "10,0"), else as folded text. */
function same(value: unknown, literal: string): boolean {
  const a = parseNumber(value);
  const b = parseNumber(literal);
  if (a !== null && b !== null) return a === b;
  return fold(textOf(value)) === fold(literal);
}

function compare(op: 'gt' | 'gte' | 'lt' | 'lte', value: unknown, literal: string): boolean {
  let a = parseNumber(value);
  let b = parseNumber(literal);
  if (a === null || b === null) {
    // Dates (the catalog's `date` fields) compare in time order.
    a = parseDate(value);
    b = parseDate(literal);
  }
  if (a === null || b === null) return false;
  if (op === 'gt') return a > b;
  if (op === 'gte') return a >= b;
  if (op === 'lt') return a < b;
  return a <= b;
}

const plain = /^[-+]?\d+(\.\d+)?$/;
const decimalComma = /^[-+]?\d+,\d+$/;
/** pt-BR grouping: 1.234 / 1.234.567,89 (a dot followed by exactly three digits). */
const ptBR = /^[-+]?\d{1,3}(\.\d{3})+(,\d+)?$/;
/** en grouping: 1,234,567.89. */
const enUS = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A number from a JSON number or from text: "1234.56", "1234,56", "1.234,56" (pt-BR) and
 * "1,234.56"; an optional "R$". pt-BR first: "1.234" is one thousand two hundred
 * thirty-four and "1,234" is one point two three four; "1.5" is one and a half. Anything else (dates, ids, words) is not a number.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/^R\$\s*/i, '');
  if (text.length === 0 || text.length > 40) return null;
  let normal: string | null = null;
  if (ptBR.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (plain.test(text)) normal = text;
  else if (decimalComma.test(text)) normal = text.replace(',', '.');
  else if (enUS.test(text)) normal = text.replace(/,/g, '');
  if (normal === null) return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function parseDate(value: unknown): number | null {
  if (typeof value !== 'string' || !isoDate.test(value.trim())) return null;
  const t = Date.parse(value.trim());
  return Number.isNaN(t) ? null : t;
}

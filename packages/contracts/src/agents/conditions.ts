import { z } from 'zod';

/**
 * An agent's conditions: a form-built filter on the fields of the event that woke it (and
 * of the records the event names: `task.title`, `entry.amount`…). Never code: each rule is
 * a field path, an operator of this closed list and a literal value, evaluated by the
 * server's `evaluateConditions` (modules/agents/engine). Values are compared as text,
 * except the number operators, which read both sides as numbers (a non-number is false).
 */
export const conditionOperators = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'gt',
  'gte',
  'lt',
  'lte',
  'is_empty',
  'is_not_empty',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

export const conditionOperatorLabels: Record<ConditionOperator, string> = {
  equals: 'é igual a',
  not_equals: 'é diferente de',
  contains: 'contém',
  not_contains: 'não contém',
  starts_with: 'começa com',
  gt: 'é maior que',
  gte: 'é maior ou igual a',
  lt: 'é menor que',
  lte: 'é menor ou igual a',
  is_empty: 'está vazio',
  is_not_empty: 'não está vazio',
};

/** Operators that take no value. */
export const valuelessOperators: readonly ConditionOperator[] = ['is_empty', 'is_not_empty'];

export const CONDITION_RULES_MAX = 20;
export const CONDITION_VALUE_MAX = 500;
/** A dotted path of letters, digits, `_` and `-` (`task.title`, `event.listId`). */
export const FIELD_PATH_MAX = 100;
export const fieldPathPattern = /^[A-Za-z][\w-]*(\.[A-Za-z][\w-]*){0,4}$/;

export const fieldPathSchema = z
  .string('Informe o campo.')
  .trim()
  .min(1, 'Informe o campo.')
  .max(FIELD_PATH_MAX, `Informe no máximo ${FIELD_PATH_MAX} caracteres.`)
  .regex(fieldPathPattern, 'Campo inválido: use nomes separados por ponto, como task.title.');

export const conditionRuleSchema = z.strictObject({
  field: fieldPathSchema,
  op: z.enum(conditionOperators, 'Operador inválido.'),
  value: z
    .string('Informe o valor.')
    .max(CONDITION_VALUE_MAX, `Informe no máximo ${CONDITION_VALUE_MAX} caracteres.`)
    .default(''),
});
export type ConditionRule = z.infer<typeof conditionRuleSchema>;

export const conditionsSchema = z.strictObject({
  /** `all`: every rule must hold; `any`: one is enough. No rules: always true. */
  match: z.enum(['all', 'any'], 'Escolha "todas" ou "qualquer uma".').default('all'),
  rules: z
    .array(conditionRuleSchema)
    .max(CONDITION_RULES_MAX, `No máximo ${CONDITION_RULES_MAX} condições.`)
    .default([]),
});
export type AgentConditions = z.infer<typeof conditionsSchema>;

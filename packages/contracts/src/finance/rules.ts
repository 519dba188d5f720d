import { z } from 'zod';
import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { DomainEventBase } from '../platform/events';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { entryTypeSchema, financeIdParams, type financeDeletedSchema } from './common';
import { ENTRY_DESCRIPTION_MAX } from './entries';

/**
 * Import rules (`/riqueza/rules`): "descrição contém UBER → Transporte". When a statement is
 * previewed, the first enabled rule (by position) whose text matches a row of its type gives
 * the row's category and, optionally, a new description; rows no rule takes get the category
 * most used for the same description in the workspace's past entries. The person can still
 * change either before importing.
 */

export const RULE_PATTERN_MAX = 100;
export const RULES_MAX = 200;

export const ruleMatchKinds = ['contains', 'starts_with', 'equals'] as const;
export const ruleMatchSchema = z.enum(ruleMatchKinds, {
  error: 'Escolha "contém", "começa com" ou "é igual a".',
});
export type RuleMatch = z.infer<typeof ruleMatchSchema>;
export const ruleMatchLabels: Record<RuleMatch, string> = {
  contains: 'contém',
  starts_with: 'começa com',
  equals: 'é igual a',
};

/**
 * "Café São João — 12/03" → "cafe sao joao 12 03": the text rules compare, so case, accents and
 * punctuation never decide a match (the bank writes "UBER *TRIP", the person types "uber").
 */
export function normalizeRuleText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A description normalized once, to be tried against many rules. */
export interface RuleText {
  text: string;
  /** ` text `: whole-word search by `includes`. */
  padded: string;
}
export function ruleText(description: string): RuleText {
  const text = normalizeRuleText(description);
  return { text, padded: ` ${text} ` };
}

/** A rule's test, its text normalized once (a statement of 5,000 rows meets up to 200 rules). */
export function compileRule(rule: {
  match: RuleMatch;
  pattern: string;
}): (description: RuleText) => boolean {
  const pattern = normalizeRuleText(rule.pattern);
  if (!pattern) return () => false;
  if (rule.match === 'equals') return ({ text }) => text === pattern;
  const prefix = `${pattern} `;
  if (rule.match === 'starts_with')
    return ({ text }) => text === pattern || text.startsWith(prefix);
  // Whole words: "uber" finds "UBER *TRIP" and "PG UBER", never "SUBERBAN".
  const word = ` ${pattern} `;
  return ({ padded }) => padded.includes(word);
}

/** Whether a rule's text matches a description (case, accents and punctuation ignored). */
export function ruleMatches(
  rule: { match: RuleMatch; pattern: string },
  description: string,
): boolean {
  return compileRule(rule)(ruleText(description));
}

export const ruleSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  /** The text looked for in the description, as typed ("UBER"). */
  pattern: z.string(),
  match: ruleMatchSchema,
  /** Rows of this direction only (expense = money out); the category is of this type. */
  type: entryTypeSchema,
  categoryId: z.string(),
  /** "Transporte", "Moradia › Aluguel". */
  categoryName: z.string(),
  /** The description the entry gets instead of the bank's text, or null to keep it. */
  rename: z.string().nullable(),
  /** 1 = tried first. */
  position: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type FinanceRule = z.infer<typeof ruleSchema>;
export const rulesSchema = z.object({ items: z.array(ruleSchema) });

const patternSchema = z
  .string('Informe o texto a procurar.')
  .trim()
  .min(1, 'Informe o texto a procurar.')
  .max(RULE_PATTERN_MAX, `O texto pode ter no máximo ${RULE_PATTERN_MAX} caracteres.`)
  .refine((text) => normalizeRuleText(text) !== '', 'O texto precisa ter letras ou números.');

const renameSchema = z
  .string('Informe a nova descrição.')
  .trim()
  .max(ENTRY_DESCRIPTION_MAX, `A descrição pode ter no máximo ${ENTRY_DESCRIPTION_MAX} caracteres.`)
  // An empty field keeps the bank's text.
  .transform((text) => text || null)
  .nullish();

const categoryIdSchema = z.uuid('Escolha a categoria.');

export const createRuleBodySchema = z.strictObject({
  pattern: patternSchema,
  match: ruleMatchSchema.default('contains'),
  type: entryTypeSchema,
  categoryId: categoryIdSchema,
  rename: renameSchema,
  enabled: z.boolean('Informe se a regra está ativa.').default(true),
});
export type CreateRuleBody = z.input<typeof createRuleBodySchema>;

export const updateRuleBodySchema = z.strictObject({
  pattern: patternSchema.optional(),
  match: ruleMatchSchema.optional(),
  type: entryTypeSchema.optional(),
  categoryId: categoryIdSchema.optional(),
  rename: renameSchema,
  enabled: z.boolean('Informe se a regra está ativa.').optional(),
  ...expectedVersion,
});
export type UpdateRuleBody = z.input<typeof updateRuleBodySchema>;

/** Every rule of the workspace, in the new order (first = tried first). */
export const reorderRulesBodySchema = z.strictObject({
  ids: z
    .array(z.uuid('Regra não encontrada.'), 'Envie as regras na nova ordem.')
    .min(1, 'Envie as regras na nova ordem.')
    .max(RULES_MAX, `Use no máximo ${RULES_MAX} regras.`),
});
export type ReorderRulesBody = z.input<typeof reorderRulesBodySchema>;

export const ruleParamsSchema = financeIdParams('Regra não encontrada.');

/** Why an import row got its category: a rule, or the workspace's past entries. */
export const categorySuggestionSchema = z.object({
  source: z.enum(['rule', 'history']),
  ruleId: z.string().nullable(),
  /** The rule's text ("UBER") for "pela regra 'UBER'". */
  rulePattern: z.string().nullable(),
  /** The bank's text when the rule renamed the row (the row's description is the new one). */
  originalDescription: z.string().nullable(),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

/** "pela regra 'UBER'" / "como em lançamentos anteriores". */
export function suggestionReason(suggestion: CategorySuggestion): string {
  return suggestion.source === 'rule'
    ? `pela regra '${suggestion.rulePattern ?? ''}'`
    : 'como em lançamentos anteriores';
}

export interface FinanceRuleEvents {
  'finance.rule.created': DomainEventBase & { ruleId: string };
  'finance.rule.updated': DomainEventBase & { ruleId: string };
  'finance.rule.deleted': DomainEventBase & { ruleId: string };
  'finance.rule.reordered': DomainEventBase;
}

declare module '../platform/events' {
  interface DomainEvents extends FinanceRuleEvents {}
}

const base = '/api/app/riqueza';

export const financeRuleEndpoints = {
  rules: defineEndpoint({
    method: 'GET',
    path: `${base}/rules`,
    response: schemaType<typeof rulesSchema>(),
  }),
  rule: defineEndpoint({
    method: 'GET',
    path: `${base}/rules/{id}`,
    response: schemaType<typeof ruleSchema>(),
  }),
  createRule: defineEndpoint({
    method: 'POST',
    path: `${base}/rules`,
    body: schemaType<typeof createRuleBodySchema>(),
    response: schemaType<typeof ruleSchema>(),
  }),
  updateRule: defineEndpoint({
    method: 'PATCH',
    path: `${base}/rules/{id}`,
    body: schemaType<typeof updateRuleBodySchema>(),
    response: schemaType<typeof ruleSchema>(),
  }),
  deleteRule: defineEndpoint({
    method: 'DELETE',
    path: `${base}/rules/{id}`,
    response: schemaType<typeof financeDeletedSchema>(),
  }),
  reorderRules: defineEndpoint({
    method: 'PUT',
    path: `${base}/rules/order`,
    body: schemaType<typeof reorderRulesBodySchema>(),
    response: schemaType<typeof rulesSchema>(),
  }),
};

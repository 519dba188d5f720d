import { z } from 'zod';
import { expectedVersion, versionSchema } from '../platform/concurrency';
import { colorSchema } from './common';
import { FORMULA_MAX_LENGTH, formulaProblem } from './formula';
import { taskStatuses, type TaskStatus } from './vocabulary';

/**
 * Lists (`/flow/listas`, `/flow/lista/{id}`): a code sequence for their tasks, custom
 * numeric fields and formulas over them.
 */

export const LIST_NAME_MAX = 120;
export const LIST_FIELDS_MAX = 20;
export const LIST_FORMULAS_MAX = 10;
export const CODE_WIDTH_MAX = 10;

/** Code parts: upper-case letters and digits only, so `TAR-0042-X` reads back unambiguously. */
const codePart = (label: string, min: number) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .min(min, `Informe o ${label}.`)
    .max(10, `O ${label} pode ter no máximo 10 caracteres.`)
    .regex(/^[A-Z0-9]*$/, `O ${label} só pode ter letras sem acento e números.`);

export const codeSequenceInputSchema = z.strictObject({
  prefix: codePart('prefixo', 1),
  width: z
    .number('Informe a quantidade de dígitos.')
    .int('Informe um número inteiro.')
    .min(1, 'Use pelo menos 1 dígito.')
    .max(CODE_WIDTH_MAX, `Use no máximo ${CODE_WIDTH_MAX} dígitos.`),
  suffix: codePart('sufixo', 0).default(''),
});

/** The default code prefix of a list: up to three letters of its name ("Backlog de vendas" → "BAC"). */
export function prefixFromName(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return letters.slice(0, 3) || 'LST';
}

export const codeSequenceSchema = z.object({
  prefix: z.string(),
  width: z.number().int(),
  suffix: z.string(),
  /** The last number handed out; the next task gets `lastNumber + 1`. Never goes down. */
  lastNumber: z.number().int(),
});
export type CodeSequence = z.infer<typeof codeSequenceSchema>;

/** `TAR` + 42 + width 4 + `X` → `TAR-0042-X`. */
export function formatCode(
  sequence: Pick<CodeSequence, 'prefix' | 'width' | 'suffix'>,
  number: number,
): string {
  const digits = String(number).padStart(sequence.width, '0');
  return sequence.suffix
    ? `${sequence.prefix}-${digits}-${sequence.suffix}`
    : `${sequence.prefix}-${digits}`;
}

/** Field and formula keys: what formulas use as variables (`impacto`, `confianca`). */
export const fieldKeySchema = z
  .string()
  .trim()
  .min(1, 'Informe a chave.')
  .max(40, 'A chave pode ter no máximo 40 caracteres.')
  .regex(
    /^[a-z_][a-z0-9_]*$/,
    'A chave usa letras minúsculas sem acento, números e "_", começando por letra.',
  );

const labelSchema = z
  .string()
  .trim()
  .min(1, 'Informe o nome.')
  .max(60, 'O nome pode ter no máximo 60 caracteres.');

export const customFieldSchema = z.strictObject({ key: fieldKeySchema, label: labelSchema });
export type CustomField = z.infer<typeof customFieldSchema>;

export const formulaSchema = z.strictObject({
  key: fieldKeySchema,
  label: labelSchema,
  expression: z
    .string()
    .trim()
    .min(1, 'Informe a fórmula.')
    .max(FORMULA_MAX_LENGTH, `A fórmula pode ter no máximo ${FORMULA_MAX_LENGTH} caracteres.`),
});
export type Formula = z.infer<typeof formulaSchema>;

type Issue = { path: (string | number)[]; message: string };

/**
 * What is wrong with a set of fields and formulas: keys unique across both, each formula
 * valid over the field keys. The server checks again, also against every task's values.
 */
export function listColumnsIssues(
  fields: readonly CustomField[],
  formulas: readonly Formula[],
): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  const check = (key: string, path: (string | number)[]) => {
    if (seen.has(key)) issues.push({ path, message: `A chave "${key}" já está em uso.` });
    seen.add(key);
  };
  fields.forEach((f, i) => check(f.key, ['fields', i, 'key']));
  formulas.forEach((f, i) => check(f.key, ['formulas', i, 'key']));
  const keys = fields.map((f) => f.key);
  formulas.forEach((f, i) => {
    const problem = formulaProblem(f.expression, keys);
    if (problem)
      issues.push({
        path: ['formulas', i, 'expression'],
        message: `Fórmula "${f.label}": ${problem}`,
      });
  });
  return issues;
}

const fieldsSchema = z
  .array(customFieldSchema)
  .max(LIST_FIELDS_MAX, `Use no máximo ${LIST_FIELDS_MAX} campos.`);
const formulasSchema = z
  .array(formulaSchema)
  .max(LIST_FORMULAS_MAX, `Use no máximo ${LIST_FORMULAS_MAX} fórmulas.`);

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Informe o nome da lista.')
  .max(LIST_NAME_MAX, `O nome pode ter no máximo ${LIST_NAME_MAX} caracteres.`);
const iconSchema = z
  .string()
  .trim()
  .min(1, 'Informe o ícone.')
  .max(40, 'O ícone pode ter no máximo 40 caracteres.');

export const createListBodySchema = z
  .strictObject({
    name: nameSchema,
    color: colorSchema.default('#1976d2'),
    /** An icon name of the web client's icon set (e.g. `checklist`). */
    icon: iconSchema.default('checklist'),
    /** Omitted: a prefix derived from the name that no other list of the workspace uses. */
    sequence: codeSequenceInputSchema.optional(),
    fields: fieldsSchema.default([]),
    formulas: formulasSchema.default([]),
  })
  .superRefine((value, ctx) => {
    for (const issue of listColumnsIssues(value.fields, value.formulas))
      ctx.addIssue({ code: 'custom', ...issue });
  });
export type CreateListBody = z.input<typeof createListBodySchema>;

/**
 * Any subset. `sequence.lastNumber` may only go up (codes never repeat); fields and formulas
 * replace the whole set when given.
 */
export const updateListBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    color: colorSchema.optional(),
    icon: iconSchema.optional(),
    sequence: codeSequenceInputSchema
      .extend({
        suffix: codePart('sufixo', 0).optional(),
        lastNumber: z
          .number()
          .int('Informe um número inteiro.')
          .min(0, 'Informe um número positivo.')
          .optional(),
      })
      .partial()
      .optional(),
    fields: fieldsSchema.optional(),
    /** Checked against `fields` when both are given, else against the list's current fields (server). */
    formulas: formulasSchema.optional(),
    ...expectedVersion,
  })
  .superRefine((value, ctx) => {
    if (value.fields && value.formulas) {
      for (const issue of listColumnsIssues(value.fields, value.formulas))
        ctx.addIssue({ code: 'custom', ...issue });
    }
  });
export type UpdateListBody = z.input<typeof updateListBodySchema>;

export const taskListSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  sequence: codeSequenceSchema,
  fields: z.array(customFieldSchema),
  formulas: z.array(formulaSchema),
  /** Tasks per status (archived included), for the list overview. */
  counts: z.record(z.enum(taskStatuses), z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type TaskList = z.infer<typeof taskListSchema>;
export type TaskCounts = Record<TaskStatus, number>;

export const taskListsSchema = z.object({ items: z.array(taskListSchema) });

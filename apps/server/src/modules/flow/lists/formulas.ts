import {
  evaluateFormula,
  FormulaError,
  listColumnsIssues,
  parseFormula,
  type CustomField,
  type Formula,
  type FormulaNode,
  type FormulaValues,
} from '@orbita/contracts';
import { AppError } from '../../../platform/errors';

/** A list's formulas, parsed once per request. */
export interface CompiledFormula {
  key: string;
  label: string;
  ast: FormulaNode;
}

/** Parses the stored formulas (valid by construction: every save checks them). */
export function compileFormulas(
  fields: readonly CustomField[],
  formulas: readonly Formula[],
): CompiledFormula[] {
  const keys = fields.map((f) => f.key);
  return formulas.map((f) => ({
    key: f.key,
    label: f.label,
    ast: parseFormula(f.expression, keys),
  }));
}

/**
 * Every formula for one task's values, for the presenter: null when a field is empty or a
 * field used as a divisor is zero (the web shows that empty result with its hint).
 */
export function formulaValues(
  compiled: readonly CompiledFormula[],
  values: FormulaValues,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const f of compiled) {
    try {
      out[f.key] = evaluateFormula(f.ast, values);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      out[f.key] = null;
    }
  }
  return out;
}

/**
 * Refuses (400, saving nothing) values that make a formula's result too large, naming the
 * formula and, when given, the task. A zero divisor is not refused: a field at 0 is a
 * normal value (no effort yet, nothing sold), so the formula's result is just empty.
 */
export function assertFormulasComputable(
  compiled: readonly CompiledFormula[],
  values: FormulaValues,
  taskCode?: string,
  fieldPath = 'fieldValues',
): void {
  for (const f of compiled) {
    try {
      evaluateFormula(f.ast, values);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      if (error.kind === 'zero-divisor') continue;
      const where = taskCode ? ` na tarefa ${taskCode}` : '';
      const message = `Fórmula "${f.label}"${where}: ${error.message}`;
      throw AppError.validation(message, { [fieldPath]: message });
    }
  }
}

/** Checks fields and formulas being saved; the first problem answers 400 naming the formula. */
export function compileForSave(
  fields: readonly CustomField[],
  formulas: readonly Formula[],
): CompiledFormula[] {
  const issues = listColumnsIssues(fields, formulas);
  if (issues[0]) {
    throw AppError.validation(
      issues[0].message,
      Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  }
  return compileFormulas(fields, formulas);
}

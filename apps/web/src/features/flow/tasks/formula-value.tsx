import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  formulaResult,
  parseFormula,
  type FormulaNode,
  type FormulaValues,
  type TaskList,
} from '@orbita/contracts/flow';
import { Box, Tooltip } from '@mui/material';
import { formatNumber } from './task-labels';

/** A list's formulas parsed once (key → tree); a formula that no longer parses is left out. */
export function compileListFormulas(list: Pick<TaskList, 'fields' | 'formulas'>) {
  const keys = list.fields.map((f) => f.key);
  const compiled = new Map<string, FormulaNode>();
  for (const f of list.formulas) {
    try {
      compiled.set(f.key, parseFormula(f.expression, keys));
    } catch {
      // The server refuses broken formulas on save; an old one just shows no hint.
    }
  }
  return compiled;
}

/**
 * Why a formula's result is empty for these values ("Divisão por zero"), or null when it
 * is not (or is empty only because a field has no value yet). The server's result stays
 * the value shown; this shared evaluator only explains its absence.
 */
export function formulaHint(
  compiled: ReadonlyMap<string, FormulaNode>,
  key: string,
  values: FormulaValues,
): string | null {
  const node = compiled.get(key);
  return node ? formulaResult(node, values).hint : null;
}

/** A formula's result as pt-BR shows it; an empty one that has a reason says it on hover and focus. */
export function FormulaValue({
  value,
  hint,
}: {
  value: number | null | undefined;
  hint: string | null;
}) {
  if ((value !== null && value !== undefined) || !hint) return <>{formatNumber(value)}</>;
  return (
    <Tooltip title={hint} describeChild>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        aria-label={`Sem resultado: ${hint}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, cursor: 'help' }}
      >
        —
        <InfoOutlined sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden />
      </Box>
    </Tooltip>
  );
}

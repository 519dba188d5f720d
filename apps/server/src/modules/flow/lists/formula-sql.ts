import type { FormulaNode } from '@orbita/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A parsed formula as a SQL expression, for sums over many tasks in one query. Numbers are
 * bound parameters and variables go through `variable(key)` (a JSON field read), so no text
 * of the formula reaches the SQL. A zero divisor gives NULL (skipped by `sum`), as a
 * missing value does: the same empty result a task shows (formulaResult in contracts).
 */
export function formulaSql(node: FormulaNode, variable: (key: string) => SQL): SQL {
  switch (node.kind) {
    case 'number':
      return sql`${node.value}::float8`;
    case 'variable':
      return variable(node.name);
    case 'negate':
      return sql`(-${formulaSql(node.operand, variable)})`;
    case 'binary': {
      const left = formulaSql(node.left, variable);
      const right = formulaSql(node.right, variable);
      if (node.operator === '/') return sql`(${left} / nullif(${right}, 0))`;
      return sql`(${left} ${sql.raw(node.operator)} ${right})`;
    }
  }
}

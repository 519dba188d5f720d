import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import { formatBRL } from '../../../platform/masks';
import { FLOATING_SPACE } from '../../../ui/floating-space';
import type { ChartRow } from './chart-data';

export interface FlowTotals {
  revenue: number;
  expense: number;
  net: number;
  projectedRevenue: number;
  projectedExpense: number;
}

const money = (centavos: number) => formatBRL(centavos);

/** The chart's figures as a table: the accessible view, and the one to read exact values from. */
export function CashFlowTable({
  rows,
  totals,
  projection,
}: {
  rows: ChartRow[];
  totals: FlowTotals;
  projection: boolean;
}) {
  return (
    // Never taller than the screen above "Coletar": scrolled into view, the whole table (its
    // totals row included) reads clear of the button, whose room the page keeps at its end.
    <TableContainer
      sx={{ maxHeight: `min(480px, calc(100vh - 120px - ${FLOATING_SPACE}))` }}
      data-testid="cash-flow-table"
    >
      <Table
        size="small"
        stickyHeader
        aria-label="Fluxo de caixa por período"
        // R$ 1.234.567,89 stays on one line; a narrow screen scrolls the table sideways.
        sx={{ '& td, & th': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Período</TableCell>
            <TableCell align="right">Receitas</TableCell>
            <TableCell align="right">Despesas</TableCell>
            {projection && <TableCell align="right">Receitas previstas</TableCell>}
            {projection && <TableCell align="right">Despesas previstas</TableCell>}
            <TableCell align="right">Resultado</TableCell>
            <TableCell align="right">Saldo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.period}
              </TableCell>
              <TableCell align="right">{money(row.revenue)}</TableCell>
              <TableCell align="right">{money(row.expense)}</TableCell>
              {projection && <TableCell align="right">{money(row.projectedRevenue)}</TableCell>}
              {projection && <TableCell align="right">{money(row.projectedExpense)}</TableCell>}
              <TableCell align="right">{money(row.revenue - row.expense)}</TableCell>
              <TableCell align="right" sx={{ color: row.balance < 0 ? 'error.main' : undefined }}>
                {money(projection ? row.projectedBalance : row.balance)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            <TableCell align="right">{money(totals.revenue)}</TableCell>
            <TableCell align="right">{money(totals.expense)}</TableCell>
            {projection && <TableCell align="right">{money(totals.projectedRevenue)}</TableCell>}
            {projection && <TableCell align="right">{money(totals.projectedExpense)}</TableCell>}
            <TableCell align="right">{money(totals.net)}</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

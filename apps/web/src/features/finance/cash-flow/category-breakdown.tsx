import {
  Box,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatBRL } from '../../../platform/masks';
import { categoryShares, formatPercent, type CategoryLike } from './chart-data';

const typeInfo = {
  expense: { title: 'Despesas por categoria', color: 'error' as const },
  revenue: { title: 'Receitas por categoria', color: 'success' as const },
};

/** One type's categories: a bar per category (its share) and the table with totals and %. */
function TypeBreakdown({
  categories,
  type,
}: {
  categories: readonly CategoryLike[];
  type: 'revenue' | 'expense';
}) {
  const { items, total } = categoryShares(categories, type);
  const info = typeInfo[type];
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 500 }}>
        {info.title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">Nada no período.</Typography>
      ) : (
        <Table
          size="small"
          aria-label={info.title}
          sx={{ '& td, & th': { fontVariantNumeric: 'tabular-nums', px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Categoria</TableCell>
              <TableCell align="right">Valor</TableCell>
              <TableCell align="right">%</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((c) => (
              <TableRow key={c.categoryId ?? 'none'}>
                <TableCell>
                  {/* The name gives way (… and its title) so the value and % stay inside at 360 px. */}
                  <Box
                    title={c.name}
                    sx={{
                      maxWidth: { xs: 96, sm: 220 },
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {c.name}
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={c.percent}
                    color={info.color}
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                    aria-hidden
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(c.total)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPercent(c.percent)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                Total
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBRL(total)}
              </TableCell>
              <TableCell align="right">100%</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </Paper>
  );
}

/** Where the money came from and went, per category, for the same range and filters as the chart. */
export function CategoryBreakdown({ categories }: { categories: readonly CategoryLike[] }) {
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
      <TypeBreakdown categories={categories} type="expense" />
      <TypeBreakdown categories={categories} type="revenue" />
    </Stack>
  );
}

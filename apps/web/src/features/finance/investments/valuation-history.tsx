import { formatDay } from '@orbita/contracts/finance';
import {
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatBRL } from '../../../platform/masks';
import { QueryError } from '../../../ui/query-states';
import { investmentQueries } from './investments-api';

/** The valuations of an investment, newest first, with the change from the previous one. */
export function ValuationHistory({ boxId }: { boxId: string }) {
  const valuations = useQuery(investmentQueries.valuations(boxId));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        Histórico de valores
      </Typography>
      {valuations.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label="Carregando histórico" />
      ) : valuations.isError ? (
        <QueryError error={valuations.error} onRetry={() => void valuations.refetch()} />
      ) : valuations.data.length === 0 ? (
        <Typography color="text.secondary">
          Nenhum valor registrado ainda. Use "Atualizar valor" quando tiver o extrato.
        </Typography>
      ) : (
        <Table size="small" aria-label="Histórico de valores">
          <TableHead>
            <TableRow>
              <TableCell>Data</TableCell>
              <TableCell align="right">Valor</TableCell>
              <TableCell align="right">Variação</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {valuations.data.map((v, i) => {
              const previous = valuations.data[i + 1];
              const change = previous ? v.value - previous.value : null;
              return (
                <TableRow key={v.id}>
                  <TableCell>{formatDay(v.date)}</TableCell>
                  <TableCell align="right">{formatBRL(v.value)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      color:
                        change && change < 0
                          ? 'error.main'
                          : change
                            ? 'success.main'
                            : 'text.secondary',
                    }}
                  >
                    {change === null ? '—' : `${change > 0 ? '+' : ''}${formatBRL(change)}`}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

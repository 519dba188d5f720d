import { periodStatusLabels, type Period } from '@orbita/contracts/finance';
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDay, formatMoment } from '../shared/dates';
import { Money } from '../shared/money';

/** One period: end date, who closed it and when, the frozen balance of every box. */
export function PeriodCard({
  period,
  canReopen,
  onReopen,
}: {
  period: Period;
  canReopen: boolean;
  onReopen: () => void;
}) {
  const closed = period.status === 'closed';
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Período até ${formatDay(period.endDate)}`}
      sx={{ p: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Box sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h3">
              Até {formatDay(period.endDate)}
            </Typography>
            <Chip
              size="small"
              label={periodStatusLabels[period.status]}
              color={closed ? 'primary' : 'default'}
              variant="outlined"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Fechado por {period.closedBy.name} em {formatMoment(period.closedAt)}
            {period.reopenedAt &&
              ` · reaberto por ${period.reopenedBy?.name ?? '—'} em ${formatMoment(period.reopenedAt)}`}
          </Typography>
        </Box>
        {canReopen && (
          <Button variant="outlined" onClick={onReopen}>
            Reabrir
          </Button>
        )}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Saldos finais até ${formatDay(period.endDate)}`}>
          <TableHead>
            <TableRow>
              <TableCell>Caixa</TableCell>
              <TableCell align="right">Saldo final</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {period.balances.map((b) => (
              <TableRow key={b.boxId}>
                <TableCell>{b.boxName}</TableCell>
                <TableCell align="right">
                  <Money value={b.balance} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

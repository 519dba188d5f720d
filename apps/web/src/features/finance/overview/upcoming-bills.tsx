import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import type { Bill, FinanceSummary } from '@orbita/contracts/finance';
import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { formatDay } from '../shared/dates';
import { Money } from '../shared/money';

function BillItem({ bill, overdue }: { bill: Bill; overdue: boolean }) {
  return (
    <ListItem
      divider
      secondaryAction={
        <Money
          value={bill.value}
          sx={{ fontWeight: 500, color: overdue ? 'error.main' : undefined }}
        />
      }
    >
      <ListItemText
        primary={bill.description}
        secondary={`${bill.boxName} · ${overdue ? 'venceu em' : 'vence em'} ${formatDay(bill.dueDate)}${bill.statementStatus === 'open' ? ' · fatura aberta' : ''}`}
        slotProps={{
          primary: {
            noWrap: true,
            sx: overdue ? { color: 'error.main', fontWeight: 500 } : undefined,
          },
          secondary: { sx: overdue ? { color: 'error.main' } : undefined },
        }}
        sx={{ pr: 12 }}
      />
    </ListItem>
  );
}

/** "Contas a pagar": what is overdue (in the error colour) and what is due in the next 30 days. */
export function UpcomingBills({ summary }: { summary: FinanceSummary }) {
  const { overdue, upcomingBills } = summary;
  const empty = overdue.items.length === 0 && upcomingBills.length === 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contas-a-pagar">
      <Box sx={{ px: 2, pt: 2, pb: 1, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography id="contas-a-pagar" variant="h6" component="h2" sx={{ flex: 1 }}>
          Contas a pagar
        </Typography>
        {overdue.count > 0 && (
          <Typography variant="body2" color="error">
            {overdue.count} {overdue.count === 1 ? 'vencida' : 'vencidas'}:{' '}
            <Money value={overdue.total} />
          </Typography>
        )}
      </Box>
      {empty ? (
        <Box
          sx={{
            px: 2,
            pb: 2,
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            color: 'text.secondary',
          }}
        >
          <EventBusyOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">Nada a pagar nos próximos 30 dias.</Typography>
        </Box>
      ) : (
        <List dense disablePadding aria-label="Contas a pagar">
          {overdue.items.map((bill) => (
            <BillItem key={`o-${bill.id}`} bill={bill} overdue />
          ))}
          {upcomingBills.map((bill) => (
            <BillItem key={bill.id} bill={bill} overdue={false} />
          ))}
        </List>
      )}
    </Paper>
  );
}

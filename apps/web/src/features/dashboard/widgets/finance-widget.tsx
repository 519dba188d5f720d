import type { DashboardFinance } from '@orbita/contracts/dashboard';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatBRL } from '../../../platform/masks/brl';
import { WidgetEmpty } from '../components/widget-frame';
import { shortDay } from './format';

/** The balance of the boxes and the bills due this week (overdue ones included). */
export function FinanceWidget({ finance }: { finance: DashboardFinance }) {
  const bills = finance.billsDueThisWeek;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Saldo
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2 }}
          color={finance.balance < 0 ? 'error' : undefined}
          data-testid="finance-balance"
        >
          {formatBRL(finance.balance)}
        </Typography>
      </Box>
      {bills.length === 0 ? (
        <WidgetEmpty
          text="Nenhuma conta a pagar nesta semana."
          action={
            <Button size="small" component={RouterLink} to="/riqueza/administracao">
              Lançar uma conta
            </Button>
          }
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="finance-bills-total">
            A pagar nesta semana: <strong>{formatBRL(finance.billsDueTotal)}</strong>
          </Typography>
          <List dense disablePadding aria-label="Contas da semana">
            {bills.map((bill) => (
              <ListItem
                key={bill.id}
                disableGutters
                secondaryAction={<strong>{formatBRL(bill.value)}</strong>}
              >
                <ListItemText
                  primary={bill.description}
                  secondary={`${shortDay(bill.date)} · ${bill.boxName}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 10 } } }}
                />
                {bill.overdue && (
                  <Chip size="small" color="error" label="Vencida" sx={{ mr: 12 }} />
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

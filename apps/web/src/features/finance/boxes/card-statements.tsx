import { statementStatusLabels, type Box, type Statement } from '@orbita/contracts/finance';
import {
  Box as Layout,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../ui/query-states';
import { financeQueries } from '../api/queries';
import { formatDay, formatMonth } from '../shared/dates';
import { Money } from '../shared/money';
import { PayStatementDialog } from './pay-statement-dialog';

const statusColor = { open: 'info', closed: 'warning', paid: 'success', overdue: 'error' } as const;

/** A card's statements (Aberta/Fechada/Paga, total, vencimento), each unpaid one with "Pagar fatura". */
export function CardStatements({
  card,
  payers,
  canWrite,
}: {
  card: Box;
  payers: Box[];
  canWrite: boolean;
}) {
  const statements = useQuery(financeQueries.statements(card.id));
  const [paying, setPaying] = useState<Statement | null>(null);
  if (statements.isError)
    return <QueryError error={statements.error} onRetry={() => void statements.refetch()} />;
  if (statements.isPending)
    return (
      <Skeleton variant="rounded" height={120} role="status" aria-label="Carregando faturas" />
    );
  if (statements.data.length === 0)
    return <Typography color="text.secondary">Nenhuma fatura ainda.</Typography>;
  return (
    <>
      <List dense disablePadding aria-label="Faturas">
        {statements.data.map((s) => (
          <ListItem
            key={s.month}
            divider
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            aria-label={`Fatura de ${formatMonth(s.month)}`}
          >
            <ListItemText
              sx={{
                flex: '1 1 160px',
                '& .MuiListItemText-primary::first-letter': { textTransform: 'uppercase' },
              }}
              primary={formatMonth(s.month)}
              secondary={`Fecha em ${formatDay(s.closingDate)} · vence em ${formatDay(s.dueDate)}`}
            />
            <Chip
              size="small"
              label={statementStatusLabels[s.status]}
              color={statusColor[s.status]}
              variant="outlined"
            />
            <Layout sx={{ textAlign: 'right', minWidth: 110 }}>
              <Money value={s.total} sx={{ fontWeight: 500 }} />
              {s.paid > 0 && s.status !== 'paid' && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  falta <Money value={s.remaining} />
                </Typography>
              )}
            </Layout>
            {canWrite && s.remaining > 0 && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => setPaying(s)}
                disabled={payers.length === 0}
              >
                Pagar fatura
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {paying && (
        <PayStatementDialog
          card={card}
          statement={paying}
          payers={payers}
          onClose={() => setPaying(null)}
        />
      )}
    </>
  );
}

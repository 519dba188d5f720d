import {
  bestPurchaseDay,
  statementStatusLabels,
  type Box,
  type Statement,
} from '@orbita/contracts/finance';
import { Button, Chip, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../ui/query-states';
import { financeQueries } from '../api/queries';
import { StatementDetailDialog } from '../cards/statement-detail-dialog';
import { statementNote, statementStatusColor } from '../cards/statement-text';
import { formatDay, formatMonth } from '../shared/dates';
import { Money } from '../shared/money';
import { PayStatementDialog } from './pay-statement-dialog';

/** "Melhor dia de compra": what bought from that day on is paid a month later. */
function BestDay({ card }: { card: Box }) {
  if (!card.closingDay) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      <strong>Melhor dia de compra: dia {bestPurchaseDay(card.closingDay)}</strong> — compras a
      partir do fechamento entram na fatura seguinte.
    </Typography>
  );
}

/**
 * A card's statements (Aberta/Fechada/Paga/Vencida, total, vencimento), each opening its
 * detail (the `fatura` search parameter, so a notification can link to it) and each one
 * still owing with "Pagar fatura".
 */
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
  const [params, setParams] = useSearchParams();
  const opened = params.get('fatura');
  const open = (month: string | null) =>
    setParams(
      (p) => {
        if (month) p.set('fatura', month);
        else p.delete('fatura');
        return p;
      },
      { replace: true },
    );
  if (statements.isError)
    return <QueryError error={statements.error} onRetry={() => void statements.refetch()} />;
  if (statements.isPending)
    return (
      <Skeleton variant="rounded" height={120} role="status" aria-label="Carregando faturas" />
    );
  return (
    <>
      <BestDay card={card} />
      {statements.data.length === 0 ? (
        <Typography color="text.secondary">Nenhuma fatura ainda.</Typography>
      ) : (
        <List dense disablePadding aria-label="Faturas">
          {statements.data.map((s) => {
            const note = statementNote(s);
            return (
              <ListItem
                key={s.month}
                divider
                sx={{ display: 'block', px: 0 }}
                aria-label={`Fatura de ${formatMonth(s.month)}`}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography
                    sx={{ flex: 1, minWidth: 0, '&::first-letter': { textTransform: 'uppercase' } }}
                  >
                    {formatMonth(s.month)}
                  </Typography>
                  <Chip
                    size="small"
                    label={statementStatusLabels[s.status]}
                    color={statementStatusColor[s.status]}
                    variant="outlined"
                  />
                  <Money value={s.total} sx={{ fontWeight: 500 }} colored={false} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Fecha em {formatDay(s.closingDate)} · vence em {formatDay(s.dueDate)}
                </Typography>
                {note && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {note}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, ml: -1 }}>
                  <Button size="small" onClick={() => open(s.month)}>
                    Ver compras
                  </Button>
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
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      {opened && (
        <StatementDetailDialog
          card={card}
          month={opened}
          canPay={canWrite && payers.length > 0}
          onPay={(s) => setPaying(s)}
          onClose={() => open(null)}
        />
      )}
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

import {
  statementStatusLabels,
  type Box,
  type Category,
  type StatementDetail,
} from '@orbita/contracts/finance';
import {
  Alert,
  Box as Layout,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../../ui/query-states';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { financeQueries } from '../api/queries';
import { formatDay, formatMonth } from '../shared/dates';
import { Money } from '../shared/money';
import { statementNote, statementStatusColor, withoutInstallment } from './statement-text';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Layout sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Layout>
  );
}

function Purchases({
  statement,
  categories,
}: {
  statement: StatementDetail;
  categories: Map<string, string>;
}) {
  if (statement.entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        Nenhuma compra nesta fatura.
      </Typography>
    );
  const category = (id: string | null) => (id && categories.get(id)) ?? 'Sem categoria';
  const part = (e: StatementDetail['entries'][number]) =>
    e.installmentCount ? `${e.installmentNumber}/${e.installmentCount}` : null;
  const wide = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Table
      size="small"
      aria-label="Compras da fatura"
      sx={{ '& td, & th': { px: { xs: 0.5, sm: 1.5 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Data</TableCell>
          <TableCell>Descrição</TableCell>
          <TableCell sx={wide}>Categoria</TableCell>
          <TableCell sx={wide}>Parcela</TableCell>
          <TableCell align="right">Valor</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {statement.entries.map((e) => (
          <TableRow key={e.id}>
            <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              {formatDay(e.date)}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
              {withoutInstallment(e.description, e.installmentCount)}
              {/* On a phone, category and installment go under the description. */}
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'block', sm: 'none' } }}
              >
                {category(e.categoryId)}
                {part(e) && ` · parcela ${part(e)}`}
              </Typography>
            </TableCell>
            <TableCell sx={wide}>{category(e.categoryId)}</TableCell>
            <TableCell sx={wide}>{part(e) ?? '—'}</TableCell>
            <TableCell align="right" sx={{ verticalAlign: 'top' }}>
              {/* A refund (revenue on the card) lowers the statement. */}
              <Money value={e.type === 'expense' ? e.value : -e.value} colored={false} />
              {e.type === 'revenue' && (
                <Typography variant="caption" color="success.main" sx={{ display: 'block' }}>
                  estorno
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One statement opened: status, dates, totals, its purchases and the payments it got. */
export function StatementDetailDialog({
  card,
  month,
  canPay,
  onPay,
  onClose,
}: {
  card: Box;
  month: string;
  canPay: boolean;
  onPay: (statement: StatementDetail) => void;
  onClose: () => void;
}) {
  const detail = useQuery(financeQueries.statement(card.id, month));
  const categories = useQuery(financeQueries.categories());
  const names = new Map((categories.data ?? []).map((c: Category) => [c.id, c.fullName]));
  const s = detail.data;
  const note = s ? statementNote(s) : null;
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="statement-detail-title" maxWidth="md">
      <DialogTitle id="statement-detail-title" sx={{ pb: 1 }}>
        Fatura de {formatMonth(month)} · {card.name}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isError ? (
          <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : !s ? (
          <Skeleton variant="rounded" height={220} role="status" aria-label="Carregando fatura" />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={statementStatusLabels[s.status]}
                color={statementStatusColor[s.status]}
                variant="outlined"
              />
              {s.historical && <Chip size="small" label="Histórica" variant="outlined" />}
              <Typography variant="body2" color="text.secondary">
                Fecha em {formatDay(s.closingDate)} · vence em {formatDay(s.dueDate)}
              </Typography>
            </Stack>
            <Layout
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, 1fr)' },
                gap: 2,
              }}
            >
              <Figure label="Total da fatura">
                <Money value={s.total} colored={false} />
              </Figure>
              <Figure label="Pago">
                <Money value={s.paid} colored={false} />
              </Figure>
              <Figure label="Crédito anterior">
                <Money value={s.credit} colored={false} />
              </Figure>
              <Figure label="Falta pagar">
                <Money value={s.remaining} colored={false} />
              </Figure>
            </Layout>
            {note && (
              <Alert severity={s.remaining > 0 && s.paid > 0 ? 'warning' : 'info'}>{note}</Alert>
            )}
            <Layout component="section" aria-labelledby="statement-purchases">
              <Typography id="statement-purchases" variant="subtitle1" component="h3">
                Compras ({s.entries.length})
              </Typography>
              <Purchases statement={s} categories={names} />
            </Layout>
            <Layout component="section" aria-labelledby="statement-payments">
              <Typography id="statement-payments" variant="subtitle1" component="h3">
                Pagamentos
              </Typography>
              {s.payments.length === 0 ? (
                <Typography color="text.secondary">Nenhum pagamento nesta fatura.</Typography>
              ) : (
                <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.5}>
                  {s.payments.map((p) => (
                    <Stack
                      key={p.id}
                      component="li"
                      direction="row"
                      spacing={2}
                      sx={{ justifyContent: 'space-between' }}
                    >
                      <Typography variant="body2">
                        {formatDay(p.date)} · {p.description || 'Pagamento'}
                      </Typography>
                      <Money value={p.value} colored={false} />
                    </Stack>
                  ))}
                </Stack>
              )}
            </Layout>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        {canPay && s && s.remaining > 0 && (
          <Button variant="contained" onClick={() => onPay(s)}>
            Pagar fatura
          </Button>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}

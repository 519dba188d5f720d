import DeleteIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  formatDay,
  investmentKindLabels,
  type Box as FinanceBox,
  type PortfolioDetail,
} from '@orbita/contracts/finance';
import {
  Alert,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { formatBRL } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { financeKeys } from '../api/keys';
import { formatReturnPct, investmentFigures } from '../investments/investment-figures';
import { PortfolioInvestmentCards } from './portfolio-investment-cards';
import { portfolioQueries, useUpdatePortfolio } from './portfolios-api';

/** What the person did to the investment list: `shown` is the list they saw, `ids` the one they want. */
interface ListEdit {
  ids: string[];
  shown: string[];
}

/** The same additions and removals made on `latest` (the list as it is now). */
export function rebase({ ids, shown }: ListEdit, latest: string[]): string[] {
  const removed = new Set(shown.filter((id) => !ids.includes(id)));
  const added = ids.filter((id) => !shown.includes(id) && !latest.includes(id));
  return [...latest.filter((id) => !removed.has(id)), ...added];
}

/** The investments of a portfolio, with their figures; add one from the workspace's investments or take one out. */
export function PortfolioInvestments({
  detail,
  canManage,
}: {
  detail: PortfolioDetail;
  canManage: boolean;
}) {
  const boxes = useQuery({ ...portfolioQueries.boxes(), enabled: canManage });
  const update = useUpdatePortfolio();
  const client = useQueryClient();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [adding, setAdding] = useState('');
  const ids = detail.investments.map((b) => b.id);
  const nameOf = new Map<string, string>([
    ...(boxes.data ?? []).map((b): [string, string] => [b.id, b.name]),
    ...detail.investments.map((b): [string, string] => [b.id, b.name]),
  ]);
  // The list is the portfolio's: the edit goes on the version shown, so two people adding or
  // removing at once cannot silently drop each other's change (409 → the conflict dialog).
  // The edit is kept as what the person did to the list they saw (`shown` → `ids`): reapplied,
  // it adds and takes out the same investments on the newer list, keeping the other's change.
  const versioned = useVersionedSave<PortfolioDetail, { investments: ListEdit }>({
    record: detail,
    send: ({ investments, ...body }) =>
      update.mutateAsync({
        id: detail.id,
        body: { ...body, investmentIds: rebase(investments, ids) },
      }),
    writeCurrent: (current) => {
      client.setQueryData(financeKeys.portfolio(current.id), current);
      void client.invalidateQueries({ queryKey: financeKeys.portfolios() });
    },
    labels: { investments: 'Investimentos' },
    currentOf: (_field, current) => {
      const now = current.investments.map((b) => b.id);
      return { ids: now, shown: now };
    },
    // Both sides as the list would read: the newer one, and the newer one with the person's change.
    format: (_field, value) => {
      const list = rebase(value as ListEdit, ids);
      return list.length
        ? list
            .map((id) => nameOf.get(id) ?? 'Investimento removido')
            .sort((a, b) => a.localeCompare(b, 'pt-BR'))
            .join(', ')
        : 'Nenhum';
    },
    onReapplied: () => notify.success('Investimentos do portfólio salvos.'),
  });
  // Investments in another portfolio can move here: an investment belongs to one portfolio at a time.
  const candidates = (boxes.data ?? []).filter(
    (b: FinanceBox) =>
      b.kind === 'investment' && !b.finishedAt && !b.archived && !ids.includes(b.id),
  );

  const save = (investmentIds: string[], done: string) =>
    versioned
      .save({ investments: { ids: investmentIds, shown: ids } })
      .then((saved) => saved && notify.success(done))
      .catch((error: Error) => notify.error(error.message));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {versioned.dialog}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        Investimentos
      </Typography>
      {canManage && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label="Adicionar investimento"
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {candidates.length === 0 && (
              <MenuItem value="" disabled>
                Nenhum investimento disponível
              </MenuItem>
            )}
            {candidates.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
                {b.portfolioId ? ' (em outro portfólio)' : ''}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!adding}
            loading={update.isPending}
            onClick={() => {
              void save([...ids, adding], 'Investimento adicionado ao portfólio.');
              setAdding('');
            }}
          >
            Adicionar
          </Button>
        </Stack>
      )}
      {detail.investments.length === 0 ? (
        <Alert severity="info">
          Nenhum investimento neste portfólio. {canManage ? 'Adicione um acima.' : ''}
        </Alert>
      ) : phone ? (
        <PortfolioInvestmentCards
          investments={detail.investments}
          onRemove={
            canManage
              ? (b) =>
                  void save(
                    ids.filter((id) => id !== b.id),
                    'Investimento retirado do portfólio.',
                  )
              : undefined
          }
        />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Investimentos do portfólio">
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Início</TableCell>
                <TableCell align="right">Aplicado</TableCell>
                <TableCell align="right">Valor atual</TableCell>
                <TableCell align="right">Rendimento</TableCell>
                {canManage && <TableCell align="right" aria-label="Ações" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.investments.map((b) => {
                const f = investmentFigures(b);
                return (
                  <TableRow key={b.id}>
                    <TableCell component="th" scope="row">
                      {b.name}
                      {b.finishedAt && (
                        <Typography variant="caption" color="text.secondary" component="span">
                          {' '}
                          (encerrado)
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {b.investmentKind ? investmentKindLabels[b.investmentKind] : '—'}
                    </TableCell>
                    <TableCell>{b.startDate ? formatDay(b.startDate) : '—'}</TableCell>
                    <TableCell align="right">{formatBRL(f.invested)}</TableCell>
                    <TableCell align="right">{formatBRL(f.current)}</TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        color:
                          f.result < 0 ? 'error.main' : f.result > 0 ? 'success.main' : undefined,
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {formatBRL(f.result)} ({formatReturnPct(f.resultPct)})
                    </TableCell>
                    {canManage && (
                      <TableCell align="right">
                        <Tooltip title="Tirar do portfólio">
                          <IconButton
                            aria-label={`Tirar ${b.name} do portfólio`}
                            onClick={() =>
                              void save(
                                ids.filter((id) => id !== b.id),
                                'Investimento retirado do portfólio.',
                              )
                            }
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

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
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBRL } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { formatReturnPct, investmentFigures } from '../investments/investment-figures';
import { portfolioQueries, useUpdatePortfolio } from './portfolios-api';

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
  const [adding, setAdding] = useState('');
  const ids = detail.investments.map((b) => b.id);
  // Investments in another portfolio can move here: an investment belongs to one portfolio at a time.
  const candidates = (boxes.data ?? []).filter(
    (b: FinanceBox) =>
      b.kind === 'investment' && !b.finishedAt && !b.archived && !ids.includes(b.id),
  );

  const save = (investmentIds: string[], done: string) =>
    update.mutate(
      { id: detail.id, body: { investmentIds } },
      { onSuccess: () => notify.success(done), onError: (error) => notify.error(error.message) },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
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
              save([...ids, adding], 'Investimento adicionado ao portfólio.');
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
                              save(
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

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { Portfolio } from '@orbita/contracts/finance';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatBRL } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { formatReturnPct } from '../investments/investment-figures';
import { useCan } from '../../../platform/session/app-state';
import { PortfolioFormDialog } from './portfolio-form-dialog';
import { portfolioQueries, useDeletePortfolio } from './portfolios-api';

export const portfolioPath = (id: string) => `/riqueza/portfolio/${encodeURIComponent(id)}`;

function PortfolioCard({
  portfolio,
  canManage,
  onRename,
  onDelete,
}: {
  portfolio: Portfolio;
  canManage: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { totals } = portfolio;
  const color =
    totals.return < 0 ? 'error.main' : totals.return > 0 ? 'success.main' : 'text.secondary';
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={portfolioPath(portfolio.id)} sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h3" noWrap>
            {portfolio.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {portfolio.investmentCount === 1
              ? '1 investimento'
              : `${portfolio.investmentCount} investimentos`}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ mt: 1.5, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatBRL(totals.currentValue)}
          </Typography>
          <Typography variant="body2" sx={{ color }}>
            Rendimento {formatBRL(totals.return)} ({formatReturnPct(totals.returnPct)})
          </Typography>
        </CardContent>
      </CardActionArea>
      {canManage && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title="Renomear">
            <IconButton aria-label={`Renomear ${portfolio.name}`} onClick={onRename}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Excluir">
            <IconButton aria-label={`Excluir ${portfolio.name}`} onClick={onDelete}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </CardActions>
      )}
    </Card>
  );
}

/** The workspace's portfolios as cards, with create, rename and delete. */
export function PortfoliosPanel() {
  const portfolios = useQuery(portfolioQueries.all());
  const canManage = useCan('structure.manage', 'finance');
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Portfolio | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Portfolio | null>(null);
  const remove = useDeletePortfolio();

  const create = canManage && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      Novo portfólio
    </Button>
  );

  let body;
  if (portfolios.isPending)
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
        aria-label="Carregando portfólios"
        role="status"
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={160} />
        ))}
      </Box>
    );
  else if (portfolios.isError)
    body = <QueryError error={portfolios.error} onRetry={() => void portfolios.refetch()} />;
  else if (portfolios.data.length === 0)
    body = (
      <EmptyState icon={<ShowChartIcon />} title="Nenhum portfólio ainda" action={create}>
        Agrupe seus investimentos em portfólios para ver totais, alocação e rendimento ao longo do
        tempo.
      </EmptyState>
    );
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            lg: 'repeat(3, 1fr)',
            xl: 'repeat(4, 1fr)',
          },
        }}
      >
        {portfolios.data.map((p) => (
          <PortfolioCard
            key={p.id}
            portfolio={p}
            canManage={canManage}
            onRename={() => setEditing(p)}
            onDelete={() => setDeleting(p)}
          />
        ))}
      </Box>
    );

  return (
    <Stack spacing={2}>
      {portfolios.data && portfolios.data.length > 0 && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 40 }}
        >
          <Typography color="text.secondary">
            {portfolios.data.length === 1 ? '1 portfólio' : `${portfolios.data.length} portfólios`}
          </Typography>
          {create}
        </Stack>
      )}
      {body}
      {editing && (
        <PortfolioFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          portfolio={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            notify.success(editing === 'new' ? 'Portfólio criado.' : 'Portfólio renomeado.');
            if (editing === 'new') void navigate(portfolioPath(id));
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir portfólio"
        text={`Excluir o portfólio "${deleting?.name ?? ''}"? Os investimentos continuam existindo, só deixam de estar agrupados.`}
        confirmLabel="Excluir"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success('Portfólio excluído.');
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Stack>
  );
}

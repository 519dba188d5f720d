import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Process } from '@orbita/contracts/flow';
import { Box, Button, Card, CardActionArea, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAppState, useCan } from '../../../platform/session/app-state';
import { roleLimitText } from '../../../ui/role-limit-note';
import { NewProcessDialog } from './new-process-dialog';
import { useDeleteProcess } from './process-mutations';
import { processQueries } from './processes-api';
import { StageBar } from './stage-bar';
import { AccountTypeHint } from '../../../ui/account-type-hint';

/** `/flow/processos`: the workspace's processes with a mini-bar of their stages. */
export function ProcessesPage() {
  const query = useQuery(processQueries.index());
  const canManage = useCan('structure.manage', 'processes');
  const role = useAppState().data?.role;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Process | null>(null);
  const remove = useDeleteProcess();
  const create = canManage && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      Novo processo
    </Button>
  );
  return (
    <Box>
      <PageHeader title="Processos" subtitle="Flow" actions={create} />
      <AccountTypeHint feature="processes" />
      {query.isPending ? (
        <LoadingBlocks label="Carregando processos" count={6} columns={3} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<AccountTreeOutlined />}
          title="Crie seu primeiro fluxo de trabalho"
          action={create}
        >
          Processos levam cartões por etapas — um funil de vendas, um recrutamento, a produção de
          conteúdo.
          {!canManage && role && ` ${roleLimitText(role, 'criar processos')}`}
        </EmptyState>
      ) : (
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
          {query.data.map((p) => (
            <Card key={p.id} variant="outlined" sx={{ position: 'relative' }}>
              <CardActionArea
                component={Link}
                to={`/flow/processo/${p.id}`}
                sx={{ p: 2, display: 'grid', gap: 1.25, alignContent: 'start', height: '100%' }}
              >
                <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', pr: 5 }} noWrap>
                  {p.name}
                </Typography>
                {p.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {p.description}
                  </Typography>
                )}
                <StageBar stages={p.stages} />
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
                >
                  {p.stages.map((s) => (
                    <Typography key={s.id} variant="caption" color="text.secondary">
                      {s.name}: {s.wipLimit === null ? s.cardCount : `${s.cardCount}/${s.wipLimit}`}
                    </Typography>
                  ))}
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  {p.cardCount === 1 ? '1 cartão' : `${p.cardCount} cartões`} · {p.stages.length}{' '}
                  etapas
                </Typography>
              </CardActionArea>
              {canManage && (
                <IconButton
                  aria-label={`Excluir processo ${p.name}`}
                  onClick={() => setDeleting(p)}
                  sx={{ position: 'absolute', top: 8, right: 8 }}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Card>
          ))}
        </Box>
      )}
      {creating && (
        <NewProcessDialog
          onClose={() => setCreating(false)}
          onCreated={(p) => void navigate(`/flow/processo/${p.id}`)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir processo?"
        text={`O processo "${deleting?.name ?? ''}" e todos os seus cartões serão excluídos.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success('Processo excluído.');
              setDeleting(null);
            },
          })
        }
      />
    </Box>
  );
}

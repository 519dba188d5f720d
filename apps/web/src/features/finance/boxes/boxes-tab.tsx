import AddOutlined from '@mui/icons-material/AddOutlined';
import { boxKinds, type Box } from '@orbita/contracts/finance';
import {
  Box as Layout,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../platform/toasts';
import { QueryError } from '../../../ui/query-states';
import { financeApi } from '../api/finance-api';
import { financeWrites, useFinanceMutation } from '../api/mutations';
import { financeQueries } from '../api/queries';
import { FirstBoxPrompt } from '../shared/first-box-prompt';
import { reportServerError } from '../shared/server-errors';
import { useCan } from '../../../platform/session/app-state';
import { BoxCard } from './box-card';
import { BoxDialog } from './box-dialog';
import { BoxDrawer } from './box-drawer';

const plural: Record<Box['kind'], string> = {
  bank_account: 'Contas bancárias',
  cash: 'Caixas (dinheiro)',
  credit_card: 'Cartões de crédito',
  wallet: 'Carteiras',
  investment: 'Investimentos',
};

/** "Caixas": every box grouped by kind, with create/edit, archive and the detail drawer. */
export function BoxesTab() {
  const [showArchived, setShowArchived] = useState(false);
  const boxes = useQuery(financeQueries.boxes(true));
  const canManage = useCan('structure.manage', 'finance');
  const canWrite = useCan('content.write', 'finance');
  const [editing, setEditing] = useState<Box | 'new' | null>(null);
  // In the URL (`caixa`), so a notification can open a card and its statement (`fatura`).
  const [params, setParams] = useSearchParams();
  const openId = params.get('caixa');
  const setOpenId = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('caixa', id);
        else {
          p.delete('caixa');
          p.delete('fatura');
        }
        return p;
      },
      { replace: true },
    );
  const [deleting, setDeleting] = useState<Box | null>(null);
  const archive = useFinanceMutation(
    (box: Box) => (box.archived ? financeApi.unarchiveBox(box.id) : financeApi.archiveBox(box.id)),
    financeWrites.archivedBox,
  );
  const remove = useFinanceMutation(
    (box: Box) => financeApi.deleteBox(box.id),
    financeWrites.deleted,
  );

  if (boxes.isError) return <QueryError error={boxes.error} onRetry={() => void boxes.refetch()} />;
  if (boxes.isPending)
    return (
      <Layout
        role="status"
        aria-label="Carregando caixas"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={110} />
        ))}
      </Layout>
    );
  if (boxes.data.length === 0) return <FirstBoxPrompt />;
  const visible = boxes.data.filter((b) => showArchived || !b.archived);
  const opened = boxes.data.find((b) => b.id === openId);
  const archivedCount = boxes.data.filter((b) => b.archived).length;

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {canManage && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            Nova caixa
          </Button>
        )}
        {archivedCount > 0 && (
          <FormControlLabel
            control={
              <Switch checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
            }
            label={`Mostrar arquivadas (${archivedCount})`}
          />
        )}
      </Stack>
      <Stack spacing={3}>
        {boxKinds.map((kind) => {
          const ofKind = visible.filter((b) => b.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <Layout component="section" key={kind} aria-label={plural[kind]}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {plural[kind]}
              </Typography>
              <Layout
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    lg: 'repeat(3, minmax(0, 1fr))',
                    xl: 'repeat(4, minmax(0, 1fr))',
                  },
                }}
              >
                {ofKind.map((box) => (
                  <BoxCard
                    key={box.id}
                    box={box}
                    canManage={canManage}
                    onOpen={() => setOpenId(box.id)}
                    onEdit={() => setEditing(box)}
                    onDelete={() => setDeleting(box)}
                    onArchive={() =>
                      archive.mutate(box, {
                        onSuccess: () =>
                          notify.check(box.archived ? 'Caixa desarquivada.' : 'Caixa arquivada.'),
                        onError: (error) => reportServerError(error),
                      })
                    }
                  />
                ))}
              </Layout>
            </Layout>
          );
        })}
      </Stack>
      {editing && (
        <BoxDialog box={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {opened && (
        <BoxDrawer
          box={opened}
          boxes={boxes.data}
          canWrite={canWrite}
          onClose={() => setOpenId(null)}
        />
      )}
      <Dialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-box-title"
      >
        <DialogTitle id="delete-box-title">Excluir caixa?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A caixa "{deleting?.name}" será excluída. Uma caixa com lançamentos ou transferências
            não pode ser excluída: arquive-a para tirá-la das listas sem perder o histórico.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancelar</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting, {
                onSuccess: () => {
                  notify.check('Caixa excluída.');
                  setDeleting(null);
                },
                onError: (error) => reportServerError(error),
              })
            }
          >
            Excluir
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

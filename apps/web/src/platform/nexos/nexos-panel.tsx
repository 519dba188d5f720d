import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import {
  Box,
  Button,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { recordKindLabels, type RecordRef } from '@orbita/contracts';
import type { NexoLink } from '@orbita/contracts/nexos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadingBlocks, QueryError } from '../../ui/query-states';
import { useCan } from '../session/app-state';
import { notify } from '../toasts';
import { AddNexoDialog } from './add-nexo-dialog';
import { EditNexoLabelDialog } from './edit-label-dialog';
import { KindIcon } from './kind-icon';
import { nexosApi, nexosQueries } from './nexos-api';

// cytoscape (~400 kB) downloads only when someone opens the graph.
const NexosGraphDialog = lazy(() =>
  import('./nexos-graph-dialog').then((m) => ({ default: m.NexosGraphDialog })),
);

/**
 * The "Nexos" section of a record's page: its links to records of any kind (both
 * directions), each opening its record; "Adicionar nexo" (Editor and up) and "Ver grafo".
 * One line on a page: `<NexosPanel kind="tarefa" id={task.id} />` (`card`: framed, for a
 * column of cards).
 */
export function NexosPanel({ kind, id, card = false }: RecordRef & { card?: boolean }) {
  const ref = { kind, id };
  const headingId = useId();
  const client = useQueryClient();
  const canWrite = useCan('content.write');
  const links = useQuery(nexosQueries.list(ref));
  const [adding, setAdding] = useState(false);
  const [graphOpen, setGraphOpen] = useState(false);
  const [removing, setRemoving] = useState<NexoLink | null>(null);
  const [relabeling, setRelabeling] = useState<NexoLink | null>(null);
  const remove = useMutation({
    mutationFn: (linkId: string) => nexosApi.remove(linkId),
    onSettled: () => client.invalidateQueries({ queryKey: nexosQueries.all() }),
  });
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutateAsync(removing.id).then(
      () => {
        notify.success('Nexo removido.');
        setRemoving(null);
      },
      (e: Error) => notify.error(e.message),
    );
  };

  const count = links.data?.links.length ?? 0;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="nexos-panel"
      sx={
        card
          ? {
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }
          : undefined
      }
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ flexGrow: 1, fontWeight: 500 }}
        >
          Nexos{count ? ` (${count})` : ''}
        </Typography>
        {count > 0 && (
          <Button size="small" startIcon={<HubOutlined />} onClick={() => setGraphOpen(true)}>
            Ver grafo
          </Button>
        )}
        {canWrite && (
          <Button size="small" startIcon={<AddLinkOutlined />} onClick={() => setAdding(true)}>
            Adicionar nexo
          </Button>
        )}
      </Stack>

      {links.isPending ? (
        <LoadingBlocks label="Carregando nexos" count={2} height={40} />
      ) : links.isError ? (
        <QueryError error={links.error} onRetry={() => void links.refetch()} />
      ) : count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum nexo ainda.
          {canWrite
            ? ' Ligue este registro a uma pessoa, tarefa, página ou qualquer outro com “Adicionar nexo”.'
            : ''}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {links.data.links.map((link) => (
            <ListItem
              key={link.id}
              disableGutters
              sx={canWrite ? { pr: 11 } : undefined}
              secondaryAction={
                canWrite && (
                  <Stack direction="row">
                    <Tooltip title="Editar rótulo">
                      <IconButton
                        aria-label={`Editar rótulo do nexo com ${link.other.title ?? 'registro'}`}
                        onClick={() => setRelabeling(link)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Remover nexo">
                      <IconButton
                        edge="end"
                        aria-label={`Remover nexo com ${link.other.title ?? 'registro'}`}
                        onClick={() => setRemoving(link)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Tooltip title={recordKindLabels[link.other.kind]}>
                  <KindIcon
                    kind={link.other.kind}
                    fontSize="small"
                    aria-label={recordKindLabels[link.other.kind]}
                    aria-hidden={false}
                  />
                </Tooltip>
              </ListItemIcon>
              <ListItemText
                primary={
                  link.other.path ? (
                    <Link component={RouterLink} to={link.other.path} underline="hover">
                      {link.other.title}
                    </Link>
                  ) : (
                    link.other.title
                  )
                }
                secondary={link.label}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}

      {relabeling && (
        <EditNexoLabelDialog
          key={relabeling.id}
          from={ref}
          link={relabeling}
          onClose={() => setRelabeling(null)}
        />
      )}
      {adding && <AddNexoDialog from={ref} open={adding} onClose={() => setAdding(false)} />}
      {graphOpen && (
        <Suspense fallback={null}>
          <NexosGraphDialog root={ref} open={graphOpen} onClose={() => setGraphOpen(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remover nexo?"
        text={`O nexo com “${removing?.other.title ?? ''}” será removido dos dois registros. Os registros continuam como estão.`}
        confirmLabel="Remover"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Box>
  );
}

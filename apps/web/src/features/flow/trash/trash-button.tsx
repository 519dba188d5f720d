import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import type { TaskList, TrashedTask } from '@orbita/contracts/flow';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { QueryError } from '../../../ui/query-states';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { trashQueries, useRestoreTask } from './trash-api';

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

function TrashedRow({ task, canRestore }: { task: TrashedTask; canRestore: boolean }) {
  const restore = useRestoreTask();
  const parts = [
    task.checklistCount > 0 &&
      `${task.checklistCount} ${task.checklistCount === 1 ? 'item' : 'itens'} no checklist`,
    task.commentCount > 0 &&
      `${task.commentCount} ${task.commentCount === 1 ? 'comentário' : 'comentários'}`,
  ].filter(Boolean);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
            {task.code}
          </Box>
          {task.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Excluída por {task.deletedByName ?? 'alguém'} em {when(task.deletedAt)} · some em{' '}
          {dayjs(task.purgeAt).format('DD/MM/YYYY')}
          {parts.length > 0 ? ` · ${parts.join(', ')}` : ''}
        </Typography>
      </Box>
      {canRestore && (
        <Button
          size="small"
          variant="outlined"
          loading={restore.isPending}
          aria-label={`Restaurar ${task.code}`}
          // The promise, not mutate's callbacks: the restored task leaves the trash (the
          // refetch the restore awaits, or another tab's event) and takes this row, and with
          // it those callbacks, before the answer lands.
          onClick={() =>
            void restore.mutateAsync(task.id).then(
              (restored) => notify.success(`Tarefa ${restored.code} restaurada.`),
              (error: Error) => notify.error(error.message),
            )
          }
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Restaurar
        </Button>
      )}
    </Stack>
  );
}

function TrashContent({ list }: { list: TaskList }) {
  const query = useInfiniteQuery(trashQueries.list(list.id));
  const canRestore = useCan('content.write');
  if (query.isPending)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={18} aria-label="Carregando lixeira" />
        <Typography variant="body2" color="text.secondary">
          Carregando lixeira…
        </Typography>
      </Stack>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const tasks = query.data.pages.flatMap((page) => page.items);
  if (tasks.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        A lixeira desta lista está vazia. Tarefas excluídas ficam aqui por 30 dias.
      </Typography>
    );
  return (
    <>
      {!canRestore && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Seu papel neste espaço permite só visualizar: peça a um editor para restaurar.
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Tarefas na lixeira">
        {tasks.map((task) => (
          <TrashedRow key={task.id} task={task} canRestore={canRestore} />
        ))}
      </Box>
      {query.hasNextPage && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Carregar mais
        </Button>
      )}
    </>
  );
}

/** "Lixeira" of a list: its deleted tasks (who and when), each with "Restaurar", for 30 days. */
export function TrashButton({ list }: { list: TaskList }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Tooltip title="Lixeira">
        <IconButton onClick={() => setOpen(true)} aria-label="Lixeira">
          <DeleteSweepOutlined />
        </IconButton>
      </Tooltip>
      <ResponsiveDialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Lixeira · {list.name}</DialogTitle>
        <DialogContent>{open && <TrashContent list={list} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Fechar</Button>
        </DialogActions>
      </ResponsiveDialog>
    </>
  );
}

import AddOutlined from '@mui/icons-material/AddOutlined';
import ChecklistOutlined from '@mui/icons-material/Checklist';
import type { TaskList } from '@orbita/contracts/flow';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ListCard } from './list-card';
import { ListFormDialog } from './list-form-dialog';
import { listQueries, useDeleteList } from './lists-api';
import { useAppState, useCan } from '../../../platform/session/app-state';
import { roleLimitText } from '../../../ui/role-limit-note';

/** `/flow/listas`: every list of the workspace as a card. */
export function ListsPage() {
  const lists = useQuery(listQueries.index());
  const canManage = useCan('structure.manage');
  const role = useAppState().data?.role;
  const navigate = useNavigate();
  const [editing, setEditing] = useState<TaskList | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaskList | null>(null);
  const remove = useDeleteList();

  const create = canManage && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      Nova lista
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Listas" subtitle="Flow" actions={create} />
      {lists.isPending ? (
        <LoadingBlocks label="Carregando listas" count={6} columns={3} />
      ) : lists.isError ? (
        <QueryError error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <EmptyState icon={<ChecklistOutlined />} title="Nenhuma lista ainda" action={create}>
          Listas guardam tarefas com código próprio (como TAR-0042), quadro kanban e tabela.
          {!canManage && role && ` ${roleLimitText(role, 'criar listas')}`}
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
          {lists.data.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              canManage={canManage}
              onEdit={() => setEditing(list)}
              onDelete={() => setDeleting(list)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <ListFormDialog
          open
          list={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (editing === 'new') void navigate(`/flow/lista/${saved.id}`);
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir lista?"
        text={`A lista "${deleting?.name ?? ''}" e todas as suas tarefas serão excluídas.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success('Lista excluída.');
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  TextField,
  Tooltip,
} from '@mui/material';
import { createCodexItemBodySchema, type CodexItem } from '@orbita/contracts/codex';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { dayjs } from '../../../platform/dates';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { applyServerErrors, fieldError, muiField } from '../../../ui/form-fields';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useCreateCodexItem, useDeleteCodexItem, useUpdateCodexItem } from '../api/mutations';
import { codexQueries } from '../api/queries';

/** Both forms check the name as the server does (a new item's rules hold for a rename). */
type NameValues = z.input<typeof createCodexItemBodySchema>;
type NameBody = z.output<typeof createCodexItemBodySchema>;
const nameResolver = zodResolver(createCodexItemBodySchema);

/** "Novo item": one field and Enter or "Adicionar"; the field empties for the next one. */
function CreateItemForm() {
  const create = useCreateCodexItem();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    NameValues,
    unknown,
    NameBody
  >({ resolver: nameResolver, defaultValues: { name: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      reset();
      notify.success('Item criado.');
    } catch (error) {
      const problem = applyServerErrors(error, setError, ['name']);
      if (problem) notify.error(problem);
    }
  });
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      aria-label="Novo item"
      sx={{ p: 2, mb: 2, display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <TextField
        label="Nome do novo item"
        size="small"
        fullWidth
        required
        {...muiField(register('name'))}
        {...fieldError(formState.errors.name)}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        loading={formState.isSubmitting}
        sx={{ flexShrink: 0, alignSelf: { sm: 'flex-start' }, minHeight: 40 }}
      >
        Adicionar
      </Button>
    </Paper>
  );
}

/** "Editar item": the name; the server's field message shows under the field. */
function EditItemDialog({ item, onClose }: { item: CodexItem; onClose: () => void }) {
  const update = useUpdateCodexItem();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<NameValues, unknown, NameBody>({
    resolver: nameResolver,
    defaultValues: { name: item.name },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync({ id: item.id, body });
      notify.success('Item atualizado.');
      onClose();
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['name']));
    }
  });
  return (
    <FormDialog
      title="Editar item"
      problem={problem}
      submitting={formState.isSubmitting}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Nome"
        autoFocus
        required
        {...muiField(register('name'))}
        {...fieldError(formState.errors.name)}
      />
    </FormDialog>
  );
}

function ItemRow({
  item,
  canWrite,
  onEdit,
  onDelete,
}: {
  item: CodexItem;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <ListItem divider sx={{ gap: 1, pr: 1 }}>
      <ListItemText
        primary={item.name}
        secondary={`Criado em ${dayjs(item.createdAt).format('DD/MM/YYYY [às] HH:mm')}`}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      {canWrite && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Tooltip title="Editar">
            <IconButton aria-label={`Editar ${item.name}`} onClick={onEdit}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Excluir">
            <IconButton aria-label={`Excluir ${item.name}`} onClick={onDelete}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </ListItem>
  );
}

/** `/codex/codices`: the workspace's items, newest first; Editor and above change them. */
export function CodexPage() {
  const canWrite = useCan('content.write');
  const list = useInfiniteQuery(codexQueries.list());
  const remove = useDeleteCodexItem();
  const [editing, setEditing] = useState<CodexItem | null>(null);
  const [deleting, setDeleting] = useState<CodexItem | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = (item: CodexItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success('Item excluído.');
      },
      onError: (error) => notify.error(error.message),
    });

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title="Códices" subtitle="Codex" />
      {canWrite && <CreateItemForm />}
      {list.isPending ? (
        <LoadingBlocks label="Carregando itens" height={56} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<InventoryOutlinedIcon />} title="Nenhum item por aqui.">
          {canWrite
            ? 'Dê um nome ao primeiro item acima e ele aparece nesta lista.'
            : 'Quando alguém da conta criar um item, ele aparece aqui.'}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Itens" disablePadding>
            {items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                canWrite={canWrite}
                onEdit={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </List>
        </Paper>
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {editing && <EditItemDialog item={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir item?"
        text={`"${deleting?.name ?? ''}" será excluído para todos da conta. Não é possível desfazer.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Box>
  );
}

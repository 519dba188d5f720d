import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
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
  Typography,
} from '@mui/material';
import { CANNED_TEXT_MAX, type CannedResponse } from '@orbita/contracts/chats';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog } from '../../../ui/form-dialog';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useDeleteCanned, useSaveCanned } from '../api/mutations';
import { chatsQueries } from '../api/queries';
import { useChatsAccess } from '../lib/permissions';

const SHORTCUT = /^[a-z0-9][a-z0-9_-]{0,31}$/;

function CannedDialog({ canned, onClose }: { canned: CannedResponse | null; onClose: () => void }) {
  const [shortcut, setShortcut] = useState(canned?.shortcut ?? '');
  const [text, setText] = useState(canned?.text ?? '');
  const [errors, setErrors] = useState<{ shortcut?: string; text?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCanned();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = shortcut.trim().replace(/^\//, '').toLowerCase();
    const found = {
      shortcut: SHORTCUT.test(clean)
        ? undefined
        : 'Atalho: letras sem acento, números, - ou _, até 32 caracteres.',
      text: text.trim() ? undefined : 'Informe o texto.',
    };
    setErrors(found);
    if (found.shortcut || found.text) return;
    setProblem(null);
    save.mutate(
      { id: canned?.id ?? null, shortcut: clean, text: text.trim(), version: canned?.version },
      {
        onSuccess: () => {
          notify.check(canned ? 'Resposta salva.' : 'Resposta criada.');
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  return (
    <FormDialog
      title={canned ? 'Editar resposta pronta' : 'Nova resposta pronta'}
      problem={problem}
      submitting={save.isPending}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Atalho"
        required
        value={shortcut}
        onChange={(e) => setShortcut(e.target.value)}
        error={!!errors.shortcut}
        helperText={errors.shortcut ?? 'Na conversa, digite /atalho para inserir o texto.'}
        slotProps={{
          input: { startAdornment: <Typography color="text.secondary">/</Typography> },
          htmlInput: { maxLength: 33 },
        }}
      />
      <TextField
        label="Texto"
        required
        multiline
        minRows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!!errors.text}
        helperText={errors.text ?? `${text.length}/${CANNED_TEXT_MAX}`}
        slotProps={{ htmlInput: { maxLength: CANNED_TEXT_MAX } }}
      />
    </FormDialog>
  );
}

/** Respostas prontas: `/atalho` + text, inserted by typing the shortcut in the composer. */
export function CannedTab() {
  const access = useChatsAccess();
  const list = useQuery(chatsQueries.canned());
  const [editing, setEditing] = useState<CannedResponse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedResponse | null>(null);
  const remove = useDeleteCanned();
  const items = [...(list.data?.items ?? [])].sort((a, b) => a.shortcut.localeCompare(b.shortcut));

  let body;
  if (list.isPending) body = <LoadingBlocks label="Carregando respostas prontas" height={64} />;
  else if (list.isError)
    body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={<QuickreplyOutlined />}
        title="Nenhuma resposta pronta ainda"
        action={
          access.write && (
            <Button variant="contained" onClick={() => setEditing('new')}>
              Criar a primeira
            </Button>
          )
        }
      >
        Guarde as respostas que a equipe repete (horário, endereço, formas de pagamento) e insira
        com /atalho na conversa.
      </EmptyState>
    );
  else
    body = (
      <Paper variant="outlined">
        <List aria-label="Respostas prontas" disablePadding>
          {items.map((c, i) => (
            <ListItem
              key={c.id}
              divider={i < items.length - 1}
              secondaryAction={
                access.write && (
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Tooltip title="Editar">
                      <IconButton
                        aria-label={`Editar /${c.shortcut}`}
                        onClick={() => setEditing(c)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Excluir">
                      <IconButton
                        aria-label={`Excluir /${c.shortcut}`}
                        onClick={() => setDeleting(c)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                )
              }
              sx={{ pr: access.write ? 12 : 2 }}
            >
              <ListItemText
                primary={`/${c.shortcut}`}
                secondary={c.text}
                slotProps={{
                  primary: { sx: { fontFamily: 'monospace', fontWeight: 600 } },
                  secondary: {
                    sx: {
                      whiteSpace: 'pre-line',
                      overflowWrap: 'anywhere',
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    },
                  },
                }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 960 }}>
      {access.write && items.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Nova resposta
          </Button>
        </Box>
      )}
      {body}
      {editing && (
        <CannedDialog
          canned={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir resposta pronta?"
        text={deleting ? `/${deleting.shortcut} deixa de existir para toda a equipe.` : ''}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.check('Resposta excluída.');
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}

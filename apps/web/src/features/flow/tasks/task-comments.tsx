import type { TaskComment } from '@orbita/contracts/flow';
import { Avatar, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { notify } from '../../../platform/toasts';
import { QueryError } from '../../../ui/query-states';
import { personInitials } from '../../../ui/person-initials';
import { useCan, useMyUserId } from '../../../platform/session/app-state';
import { taskQueries } from './task-queries';
import { useAddComment, useCommentSave, useRemoveComment } from './task-part-mutations';

function Comment({
  comment,
  mine,
  taskId,
}: {
  comment: TaskComment;
  mine: boolean;
  taskId: string;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  // The version the editor opened on: what the person edited, whatever arrives meanwhile.
  const [openedOn, setOpenedOn] = useState(comment.version);
  const [saving, setSaving] = useState(false);
  const edit = useCommentSave(taskId, () => setEditing(false));
  const save = () => {
    setSaving(true);
    edit
      .save({ id: comment.id, body: draft }, openedOn)
      // Saved, or the conflict dialog holds the draft now (reapply or discard).
      .then(() => setEditing(false))
      .catch((error: Error) => notify.error(error.message))
      .finally(() => setSaving(false));
  };
  const remove = useRemoveComment(taskId);
  return (
    <Stack direction="row" spacing={1.5} component="li" sx={{ listStyle: 'none' }}>
      {edit.dialog}
      <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>
        {personInitials(comment.authorName)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">
          <strong>{comment.authorName}</strong>{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {dayjs(comment.createdAt).format('DD/MM/YYYY HH:mm')}
            {comment.edited ? ' · editado' : ''}
          </Typography>
        </Typography>
        {editing ? (
          <Stack spacing={1} sx={{ mt: 0.5 }}>
            <TextField
              size="small"
              multiline
              fullWidth
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              label="Editar comentário"
              autoFocus
              onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
            />
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                loading={saving}
                onClick={save}
                disabled={!draft.trim()}
              >
                Salvar
              </Button>
              <Button size="small" onClick={() => setEditing(false)}>
                Cancelar
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {comment.body}
          </Typography>
        )}
        {mine && !editing && (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              onClick={() => {
                setDraft(comment.body);
                setOpenedOn(comment.version);
                setEditing(true);
              }}
            >
              Editar
            </Button>
            <Button
              size="small"
              color="error"
              loading={remove.isPending}
              onClick={() => remove.mutate(comment.id)}
            >
              Excluir
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

/** Comments, oldest first; anyone writes, each edits or deletes their own. */
export function TaskComments({ taskId }: { taskId: string }) {
  const query = useQuery(taskQueries.comments(taskId));
  const me = useMyUserId();
  // An Observador reads the comments: no composer, no edit or delete (the server says 403).
  const canWrite = useCan('content.write');
  const [body, setBody] = useState('');
  const add = useAddComment(taskId);
  // Cleared at once: what is typed next is never wiped by this comment's answer; a refused
  // comment comes back into the empty field.
  const send = () => {
    const text = body;
    setBody('');
    add.mutate(text, { onError: () => setBody((current) => (current === '' ? text : current)) });
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Comentários
      </Typography>
      {query.isPending ? (
        <CircularProgress size={20} aria-label="Carregando comentários" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum comentário ainda.
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {query.data.items.map((c) => (
            <Comment key={c.id} comment={c} mine={canWrite && c.authorId === me} taskId={taskId} />
          ))}
        </Stack>
      )}
      {canWrite && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <TextField
            size="small"
            multiline
            minRows={2}
            label="Escreva um comentário"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && body.trim()) send();
            }}
            helperText="Ctrl+Enter envia"
          />
          <Button
            variant="outlined"
            size="small"
            sx={{ alignSelf: 'flex-end' }}
            disabled={!body.trim()}
            loading={add.isPending}
            onClick={send}
          >
            Comentar
          </Button>
        </Stack>
      )}
    </Box>
  );
}

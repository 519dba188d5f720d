import type { CardComment } from '@orbita/contracts/flow';
import { Avatar, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { QueryError } from '../../../ui/query-states';
import { personInitials } from '../../../ui/person-initials';
import { useAddComment } from './card-part-mutations';
import { processQueries } from './processes-api';

function Comment({ comment }: { comment: CardComment }) {
  return (
    <Stack direction="row" spacing={1.5} component="li" sx={{ listStyle: 'none' }}>
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
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {comment.body}
        </Typography>
      </Box>
    </Stack>
  );
}

/** The card's conversation, oldest first; Ctrl+Enter (or the button) sends. */
export function CardComments({ cardId, readOnly }: { cardId: string; readOnly?: boolean }) {
  const query = useQuery(processQueries.comments(cardId));
  const add = useAddComment(cardId);
  const [draft, setDraft] = useState('');
  const send = () => {
    const body = draft.trim();
    if (!body) return;
    add.mutate(body, { onSuccess: () => setDraft('') });
  };
  return (
    <Box component="section" aria-labelledby={`comments-${cardId}`}>
      <Typography variant="subtitle2" id={`comments-${cardId}`} sx={{ mb: 1 }}>
        Comentários
      </Typography>
      {query.isPending ? (
        <CircularProgress size={20} aria-label="Carregando comentários" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum comentário ainda.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {query.data.map((c) => (
            <Comment key={c.id} comment={c} />
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          <TextField
            size="small"
            multiline
            minRows={2}
            fullWidth
            label="Novo comentário"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                send();
              }
            }}
            helperText="Ctrl+Enter envia"
          />
          <Box>
            <Button
              variant="contained"
              size="small"
              onClick={send}
              disabled={!draft.trim()}
              loading={add.isPending}
            >
              Comentar
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}

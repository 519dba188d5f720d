import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { ReviewComment, ReviewThread } from '@orbita/contracts/reviews';
import { useState, type FormEvent } from 'react';
import { dayjs } from '../dates';
import { useCan } from '../session/app-state';
import { reviewApi, type ReviewRecord } from './review-api';
import { useReviewMutation } from './use-review-mutation';

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

function CommentBody({ comment }: { comment: ReviewComment }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {comment.authorName}
        </Box>
        {comment.author === 'guest' ? ' (convidado)' : ''} · {when(comment.createdAt)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Typography>
    </Box>
  );
}

/** One conversation: the quoted text, the comment, replies, a reply field, Resolver/Reabrir. */
export function ReviewThreadCard({
  record,
  thread,
}: {
  record: ReviewRecord;
  thread: ReviewThread;
}) {
  const canWrite = useCan('content.write');
  const [reply, setReply] = useState('');
  const toggle = useReviewMutation(record, () =>
    thread.resolvedAt ? reviewApi.reopen(record, thread.id) : reviewApi.resolve(record, thread.id),
  );
  const send = useReviewMutation(record, (body: string) =>
    reviewApi.comment(record, { body, parentId: thread.id }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    send.mutate(reply, { onSuccess: () => setReply('') });
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      aria-label={`Comentário de ${thread.authorName}`}
    >
      {thread.quote && (
        <Box
          component="blockquote"
          sx={{
            m: 0,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'warning.main',
            color: 'text.secondary',
            overflowWrap: 'anywhere',
          }}
        >
          {thread.quote}
        </Box>
      )}
      <CommentBody comment={thread} />
      {thread.replies.map((r) => (
        <Box key={r.id} sx={{ pl: 2, borderLeft: 1, borderColor: 'divider' }}>
          <CommentBody comment={r} />
        </Box>
      ))}
      {thread.resolvedAt && (
        <Typography variant="caption" color="success.main">
          Resolvido{thread.resolvedByName ? ` por ${thread.resolvedByName}` : ''} em{' '}
          {when(thread.resolvedAt)}
        </Typography>
      )}
      {canWrite && (
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label="Responder"
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            multiline
            maxRows={6}
            sx={{ flex: '1 1 200px' }}
          />
          <Button type="submit" disabled={!reply.trim()} loading={send.isPending}>
            Enviar
          </Button>
          <Button
            variant={thread.resolvedAt ? 'text' : 'outlined'}
            onClick={() => toggle.mutate(undefined)}
            loading={toggle.isPending}
          >
            {thread.resolvedAt ? 'Reabrir' : 'Resolver'}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

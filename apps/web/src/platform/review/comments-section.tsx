import { Alert, Box, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQueries, type ReviewRecord } from './review-api';
import { ReviewThreadCard } from './review-thread-card';

type Filter = 'open' | 'resolved';

/** The reviewers' conversations, open or resolved, each with its quote, replies and actions. */
export function CommentsSection({ record }: { record: ReviewRecord }) {
  const comments = useQuery(reviewQueries.comments(record));
  const [filter, setFilter] = useState<Filter>('open');
  const threads = (comments.data?.items ?? []).filter(
    (t) => (t.resolvedAt !== null) === (filter === 'resolved'),
  );
  const count = (f: Filter) =>
    (comments.data?.items ?? []).filter((t) => (t.resolvedAt !== null) === (f === 'resolved'))
      .length;
  return (
    <Box
      component="section"
      aria-labelledby="review-comments-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="review-comments-title" variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          Comentários
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: Filter | null) => value && setFilter(value)}
          aria-label="Mostrar comentários"
        >
          <ToggleButton value="open">Abertos ({count('open')})</ToggleButton>
          <ToggleButton value="resolved">Resolvidos ({count('resolved')})</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {comments.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label="Carregando comentários" />
      ) : comments.isError ? (
        <Alert severity="error">{comments.error.message}</Alert>
      ) : threads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {filter === 'open' ? 'Nenhum comentário aberto.' : 'Nenhum comentário resolvido.'}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Comentários"
          sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {threads.map((thread) => (
            <li key={thread.id}>
              <ReviewThreadCard record={record} thread={thread} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

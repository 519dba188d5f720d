import { Alert, Box, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { reviewKindLabels, reviewMessages } from '@orbita/contracts/reviews';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { publicReviewQueries } from '../api/review-api';
import type { TextQuote } from '../anchor/text-quote';
import { CommentDialog } from './comment-dialog';
import { ReviewComments } from './review-comments';
import { ReviewDocument } from './review-document';
import { reviewHtml } from './review-html';

/**
 * `/revisao/{token}` (public): a "testing" publication or page read by its review audience
 * through the signed link — the current draft, the conversations marked in the text, and
 * "Comentar" on any selected passage.
 */
export function ReviewPage() {
  const token = useParams().token ?? '';
  const review = useQuery(publicReviewQueries.review(token));
  const [quote, setQuote] = useState<TextQuote | null>(null);
  const [opened, setOpened] = useState(0);
  const prepared = useMemo(
    () => (review.data ? reviewHtml(review.data.html, review.data.comments) : null),
    [review.data],
  );
  if (review.isPending)
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto' }} role="status" aria-label="Carregando a revisão">
        <Skeleton variant="text" height={56} width="60%" />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  if (review.isError)
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Alert severity={statusOf(review.error) === 404 ? 'info' : 'error'}>
          {statusOf(review.error) === 404 ? reviewMessages.closed : review.error.message}
        </Alert>
      </Box>
    );
  const data = review.data;
  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box>
          <Chip size="small" label={`${reviewKindLabels[data.kind]} em revisão`} />
          <Typography variant="h4" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Selecione um trecho do texto e clique em “Comentar”.
          </Typography>
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
          <ReviewDocument
            html={prepared!.html}
            onComment={(q) => {
              setQuote(q);
              setOpened((n) => n + 1);
            }}
          />
        </Paper>
      </Box>
      <ReviewComments threads={data.comments} unanchored={prepared!.unanchored} />
      <CommentDialog
        key={opened}
        token={token}
        quote={quote}
        reviewer={data.reviewer.name}
        onClose={() => setQuote(null)}
      />
    </Box>
  );
}

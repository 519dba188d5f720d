import { Box, Chip, Paper, Typography } from '@mui/material';
import type { ReviewComment, ReviewThread } from '@orbita/contracts/reviews';
import { dayjs } from '../../../platform/dates';

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

function Line({ c }: { c: ReviewComment }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography variant="caption" color="text.secondary">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {c.authorName}
        </Box>{' '}
        · {when(c.createdAt)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {c.body}
      </Typography>
    </Box>
  );
}

/**
 * The conversations beside the text: resolved ones say so, and one whose quoted words are no
 * longer in the draft is listed as "Trecho alterado" (its mark has nowhere to go).
 */
export function ReviewComments({
  threads,
  unanchored,
}: {
  threads: readonly ReviewThread[];
  unanchored: ReadonlySet<string>;
}) {
  return (
    <Box component="aside" aria-labelledby="review-list-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="review-list-title" variant="h6" component="h2">
        Comentários
      </Typography>
      {threads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhum comentário ainda.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Comentários da revisão"
          sx={{ display: 'grid', gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {threads.map((t) => (
            <Paper
              component="li"
              key={t.id}
              variant="outlined"
              data-comment-id={t.id}
              sx={{ p: 1.5, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {t.resolvedAt && <Chip size="small" color="success" label="Resolvido" />}
                {unanchored.has(t.id) && (
                  <Chip size="small" color="warning" label="Trecho alterado" />
                )}
              </Box>
              {t.quote && (
                <Box
                  component="blockquote"
                  sx={{
                    m: 0,
                    pl: 1,
                    borderLeft: 3,
                    borderColor: 'warning.main',
                    color: 'text.secondary',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {t.quote}
                </Box>
              )}
              <Line c={t} />
              {t.replies.map((r) => (
                <Box key={r.id} sx={{ pl: 1.5, borderLeft: 1, borderColor: 'divider' }}>
                  <Line c={r} />
                </Box>
              ))}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

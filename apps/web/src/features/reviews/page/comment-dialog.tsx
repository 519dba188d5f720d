import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { REVIEW_COMMENT_MAX, type PublicReview } from '@orbita/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { publicReviewApi, publicReviewQueries } from '../api/review-api';
import type { TextQuote } from '../anchor/text-quote';

/**
 * Writes a comment on the selected passage, signed with the link's name. The page mounts it
 * anew (its key) for each passage, so no text of a previous one lingers.
 */
export function CommentDialog({
  token,
  quote,
  reviewer,
  onClose,
}: {
  token: string;
  quote: TextQuote | null;
  reviewer: string;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => publicReviewApi.comment(token, { ...quote!, body }),
    onSuccess: (comment) => {
      // The new conversation at once (the page has no live connection signed out).
      client.setQueryData(
        publicReviewQueries.review(token).queryKey,
        (old: PublicReview | undefined) =>
          old ? { ...old, comments: [...old.comments, { ...comment, replies: [] }] } : old,
      );
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) send.mutate();
  };
  return (
    <Dialog
      open={!!quote}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="review-comment-title"
    >
      <Box component="form" onSubmit={submit}>
        <DialogTitle id="review-comment-title">Comentar trecho</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
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
            {quote?.quote}
          </Box>
          <TextField
            label="Nome"
            value={reviewer}
            slotProps={{ input: { readOnly: true } }}
            helperText="O nome deste link de revisão."
            size="small"
          />
          <TextField
            label="Comentário"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={3}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
          />
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          <Typography variant="caption" color="text.secondary">
            Quem escreveu o texto vê o comentário ao lado do trecho.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!body.trim()}
            loading={send.isPending}
          >
            Enviar comentário
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { parseVideoUrl, type VideoRef } from './video-url';

/** A YouTube or Vimeo address → the video the Embed node stores; anything else is refused. */
export function VideoDialog({
  onInsert,
  onClose,
}: {
  onInsert: (video: VideoRef) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const video = parseVideoUrl(value);
    if (!video) return setError('Cole o endereço de um vídeo do YouTube ou do Vimeo.');
    onInsert(video);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Inserir vídeo</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Endereço do vídeo"
            placeholder="https://www.youtube.com/watch?v=…"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? 'YouTube ou Vimeo'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Inserir
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

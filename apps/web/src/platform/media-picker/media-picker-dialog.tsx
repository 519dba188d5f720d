import { Alert, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { lazy, Suspense } from 'react';
import { mediaPickerLoader, type MediaPickerProps } from './slot';

function Missing({ open, onClose }: MediaPickerProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogContent>
        <Alert severity="warning">A biblioteca de mídia não está disponível.</Alert>
      </DialogContent>
    </Dialog>
  );
}

// Created once: the manifest has provided the loader before anything renders.
const Picker = lazy(async () => {
  const load = mediaPickerLoader();
  return { default: load ? await load() : Missing };
});

/**
 * The library's picker dialog inside any image/file field: the chunk loads when the dialog
 * first opens (a spinner meanwhile), so a screen with a field does not pay for the library.
 */
export function MediaPickerDialog(props: MediaPickerProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <Dialog open aria-label="Carregando a biblioteca de mídia">
          <DialogContent>
            <CircularProgress aria-label="Carregando a biblioteca de mídia" />
          </DialogContent>
        </Dialog>
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}

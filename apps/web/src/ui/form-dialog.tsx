import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type DialogProps,
} from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { ResponsiveDialog } from './responsive-dialog';

/**
 * A form in a dialog (full screen on phones): the title, the server's message when the last
 * submit failed, the fields, then "Cancelar" and the submit button (busy while `submitting`).
 */
export function FormDialog({
  title,
  problem,
  submitting,
  submitLabel = 'Salvar',
  maxWidth = 'md',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  problem: string | null;
  submitting: boolean;
  submitLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth={maxWidth} aria-labelledby={titleId}>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {problem && <Alert severity="error">{problem}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}

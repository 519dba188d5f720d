import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  /** Destructive actions are red. */
  danger?: boolean;
  /** When set, the button stays disabled until this text is typed exactly. */
  typeToConfirm?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation for actions that cannot be undone; the heaviest ask for the name to be typed. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  error,
  danger,
  typeToConfirm,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const ready = typeToConfirm === undefined || typed.trim() === typeToConfirm.trim();
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText component="div">{children}</DialogContentText>
        {typeToConfirm !== undefined && (
          <TextField
            autoFocus
            label={`Digite "${typeToConfirm}" para confirmar`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            fullWidth
            onKeyDown={(e) => {
              if (e.key === 'Enter' && ready && !busy) onConfirm();
            }}
          />
        )}
        <FormAlert severity="error">{error}</FormAlert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={!ready || busy}
        >
          {busy ? 'Aguarde…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

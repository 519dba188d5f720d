import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Asks before a destructive action; the confirm button says what it does. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm = 'Excluir',
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="gam-confirm-title" aria-describedby="gam-confirm-text">
      <DialogTitle id="gam-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="gam-confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button color="error" variant="contained" loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { checkLinkUrl } from './link-url';

/**
 * The link of the selection: an address checked as http(s) or mailto (never `javascript:`),
 * "Remover link" when there is one. `onApply(href)` gets the normalised address.
 */
export function LinkDialog({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: (() => void) | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLinkUrl(value);
    if (!checked.ok) return setError(checked.message);
    onApply(checked.href);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{initial ? 'Editar link' : 'Inserir link'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Endereço"
            placeholder="https://exemplo.com.br"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? 'Página (https://…) ou e-mail (mailto:…)'}
          />
        </DialogContent>
        <DialogActions>
          {onRemove && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              Remover link
            </Button>
          )}
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Aplicar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

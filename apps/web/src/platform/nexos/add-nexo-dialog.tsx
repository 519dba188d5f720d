import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { recordKindLabels, recordKinds, type RecordKind, type RecordRef } from '@orbita/contracts';
import { NEXO_LABEL_MAX } from '@orbita/contracts/nexos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { ResponsiveDialog } from '../../ui/responsive-dialog';
import { notify } from '../toasts';
import { KindIcon } from './kind-icon';
import { nexosApi, nexosQueries } from './nexos-api';

/**
 * "Adicionar nexo": pick a kind, find a record of it by title (the server answers at most
 * 20), an optional label, then link it to `from`.
 */
export function AddNexoDialog({
  from,
  open,
  onClose,
}: {
  from: RecordRef;
  open: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const [kind, setKind] = useState<RecordKind>(from.kind === 'pessoa' ? 'tarefa' : 'pessoa');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<{ id: string; title: string } | null>(null);
  const [label, setLabel] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useQuery({ ...nexosQueries.search(kind, q), enabled: open });
  const create = useMutation({
    mutationFn: () =>
      nexosApi.create({
        from,
        to: { kind, id: picked!.id },
        label: label.trim() || null,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: nexosQueries.all() }),
  });
  const items = (found.data?.items ?? []).filter(
    (r) => !(r.kind === from.kind && r.id === from.id),
  );

  const reset = () => {
    setText('');
    setPicked(null);
    setLabel('');
    create.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  // mutateAsync: the dialog closes on the answer even if a realtime refresh lands first.
  const save = () => {
    if (!picked) return;
    create.mutateAsync().then(
      () => {
        notify.success('Nexo criado.');
        close();
      },
      () => undefined,
    );
  };

  return (
    <ResponsiveDialog open={open} onClose={close} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Adicionar nexo</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Tipo de registro"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as RecordKind);
              setPicked(null);
            }}
          >
            {recordKinds.map((k) => (
              <MenuItem key={k} value={k}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <KindIcon kind={k} fontSize="small" />
                  <span>{recordKindLabels[k]}</span>
                </Stack>
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Buscar pelo título"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPicked(null);
            }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            autoFocus
          />
          {found.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={18} />
              <Typography variant="body2">Buscando…</Typography>
            </Stack>
          ) : found.isError ? (
            <Alert severity="error">{found.error.message}</Alert>
          ) : items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {q
                ? `Nenhum registro do tipo ${recordKindLabels[kind].toLowerCase()} com “${q}”.`
                : `Nenhum registro do tipo ${recordKindLabels[kind].toLowerCase()} nesta conta ainda.`}
            </Typography>
          ) : (
            <List
              dense
              aria-label="Registros encontrados"
              sx={{ maxHeight: 280, overflow: 'auto' }}
            >
              {items.map((r) => (
                <ListItemButton
                  key={r.id}
                  selected={picked?.id === r.id}
                  onClick={() => setPicked({ id: r.id, title: r.title ?? '' })}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <KindIcon kind={r.kind} fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={r.title} />
                </ListItemButton>
              ))}
            </List>
          )}
          <TextField
            label="Rótulo (opcional)"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            helperText={`Ex.: cliente, responsável, referência — até ${NEXO_LABEL_MAX} caracteres.`}
            slotProps={{ htmlInput: { maxLength: NEXO_LABEL_MAX } }}
          />
          {create.isError && <Alert severity="error">{create.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!picked || create.isPending}
          loading={create.isPending}
        >
          {picked ? `Ligar a “${picked.title}”` : 'Escolha um registro'}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

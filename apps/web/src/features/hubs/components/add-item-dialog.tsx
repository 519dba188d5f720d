import {
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { hubItemKindLabels, hubItemKinds, type HubItemKind } from '@orbita/contracts/hubs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useAddHubItem } from '../api/mutations';
import { hubsQueries } from '../api/queries';

/** "Adicionar ao hub": pick a kind, search by title, add (the dialog stays for more). */
export function AddItemDialog({ hubId, onClose }: { hubId: string; onClose: () => void }) {
  const [kind, setKind] = useState<HubItemKind>('lista');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    ...hubsQueries.candidates(hubId, kind, q),
    placeholderData: keepPreviousData,
  });
  const add = useAddHubItem(hubId);
  const [adding, setAdding] = useState<string | null>(null);
  const addOne = (recordId: string, title: string) => {
    setAdding(recordId);
    add
      .mutateAsync({ kind, recordId })
      .then(() => {
        notify.success(`“${title}” foi adicionado ao hub.`);
        void found.refetch();
      })
      .catch((error: Error) => notify.error(error.message))
      .finally(() => setAdding(null));
  };
  const candidates = found.data?.candidates ?? [];
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby="hub-add-title">
      <DialogTitle id="hub-add-title">Adicionar ao hub</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, mb: 2 }}>
          <TextField
            select
            label="Tipo"
            value={kind}
            onChange={(e) => setKind(e.target.value as HubItemKind)}
            sx={{ minWidth: 180 }}
          >
            {hubItemKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {hubItemKindLabels[k].one}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Buscar pelo título"
            value={text}
            autoFocus
            fullWidth
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Box>
        {found.isError ? (
          <Typography color="error">{found.error.message}</Typography>
        ) : found.isPending ? (
          <Typography color="text.secondary" role="status">
            Buscando…
          </Typography>
        ) : candidates.length === 0 ? (
          <Typography color="text.secondary">
            {q
              ? `Nenhum registro deste tipo com “${q}” fora do hub.`
              : 'Nenhum registro deste tipo fora do hub. Crie um no módulo dele e volte aqui.'}
          </Typography>
        ) : (
          <List aria-label="Registros encontrados" dense disablePadding>
            {candidates.map((c) => (
              <ListItem
                key={c.recordId}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    loading={adding === c.recordId}
                    aria-label={`Adicionar ${c.title}`}
                    onClick={() => addOne(c.recordId, c.title)}
                  >
                    Adicionar
                  </Button>
                }
              >
                <ListItemText primary={c.title} sx={{ overflowWrap: 'anywhere', pr: 10 }} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Concluir</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

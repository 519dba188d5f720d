import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { DuplicateQuestion } from '../api/use-uploads';
import { formatBytes, formatDate } from './format';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { Thumbnail } from './thumbnail';

/** "Este arquivo já está na biblioteca — usar o existente?" for an upload of known bytes. */
export function DuplicateDialog({
  question,
  onReuse,
  onKeep,
}: {
  question: DuplicateQuestion | null;
  onReuse: () => void;
  onKeep: () => void;
}) {
  const id = useId();
  const existing = question?.existing;
  return (
    <ResponsiveDialog open={!!question} onClose={onReuse} aria-labelledby={id} maxWidth="xs">
      <DialogTitle id={id}>Arquivo repetido</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Este arquivo já está na biblioteca — usar o existente?
        </DialogContentText>
        {existing && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
            <Thumbnail file={existing} size={64} />
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 500 }}>
                {existing.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatBytes(existing.size)} · enviado em {formatDate(existing.createdAt)}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                Você enviou: {question.file.name}
              </Typography>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>Enviar outra cópia</Button>
        <Button variant="contained" onClick={onReuse} autoFocus>
          Usar o existente
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

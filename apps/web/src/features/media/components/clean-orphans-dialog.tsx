import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useCleanMediaOrphans } from '../api/mutations';
import { ORPHAN_DAYS } from '../api/orphans';
import { mediaQueries } from '../api/queries';
import { formatBytes } from './format';

const files = (n: number) => (n === 1 ? '1 arquivo' : `${n} arquivos`);

/** "3 arquivos removidos, 12,4 MB liberados." */
export function cleanedMessage(deleted: number, freedBytes: number): string {
  if (deleted === 0) return 'Nenhum arquivo sem uso para remover.';
  const removed = deleted === 1 ? 'removido' : 'removidos';
  return `${files(deleted)} ${removed}, ${formatBytes(freedBytes)} liberados.`;
}

/**
 * Asks before the orphan clean-up, saying how many files go and about how much space comes
 * back (counted from the `unused` list), then runs it and says what it did.
 */
export function CleanOrphansDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const orphans = useQuery(mediaQueries.orphans());
  const clean = useCleanMediaOrphans();
  const count = orphans.data?.count ?? 0;

  const confirm = () =>
    clean.mutate(undefined, {
      onSuccess: (answer) => {
        notify.success(cleanedMessage(answer.deleted, answer.freedBytes));
        onClose();
      },
    });

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={id} maxWidth="xs">
      <DialogTitle id={id}>Limpar arquivos sem uso</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {clean.error && <Alert severity="error">{clean.error.message}</Alert>}
          {orphans.isPending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-label="Contando arquivos sem uso" />
              <DialogContentText>Contando arquivos sem uso…</DialogContentText>
            </Stack>
          ) : orphans.error ? (
            <Alert severity="error">{orphans.error.message}</Alert>
          ) : count === 0 ? (
            <DialogContentText>
              Nenhum arquivo está sem uso há mais de {ORPHAN_DAYS} dias.
            </DialogContentText>
          ) : (
            <DialogContentText>
              {files(count)} sem uso há mais de {ORPHAN_DAYS} dias{' '}
              {count === 1 ? 'será excluído' : 'serão excluídos'}, liberando cerca de{' '}
              {formatBytes(orphans.data.bytes)}. Não dá para desfazer.
            </DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          color="error"
          variant="contained"
          loading={clean.isPending}
          disabled={orphans.isPending || count === 0}
          onClick={confirm}
        >
          Limpar
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

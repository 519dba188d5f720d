import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useCaptures } from '../api/use-captures';
import { CaptureField } from './capture-field';
import { CapturedList } from './captured-list';
import { PendingCaptures } from './pending-captures';

/** The global capture bar: the same field as `/flow/coleta-ideias`, over any screen. */
export default function CaptureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { captures, capture, retry, pending } = useCaptures();
  const small = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={small}
      aria-labelledby="capture-dialog-title"
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { sx: { mt: { sm: 10 } } } }}
    >
      <DialogTitle id="capture-dialog-title" sx={{ pr: 6 }}>
        Coletar
        <IconButton
          aria-label="Fechar"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <CaptureField autoFocus onCapture={capture} onEscapeEmpty={onClose} />
        </Box>
        <PendingCaptures pending={pending} dense />
        <CapturedList captures={captures} onRetry={retry} dense />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to="/flow/workplace" onClick={onClose}>
          Abrir caixa de entrada
        </Button>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

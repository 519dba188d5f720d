import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';

/**
 * The one moment the secret is visible (creation, rotation): copy it now, it is stored
 * hashed and never shown again. Closing asks for a deliberate click.
 */
export function SecretDialog({
  secret,
  keyName,
  onClose,
}: {
  secret: string;
  keyName: string;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      notify.check('Chave copiada');
    } catch {
      notify.error('Não foi possível copiar. Selecione o texto e copie manualmente.');
    }
  };
  return (
    <Dialog open fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="segredo-titulo">
      <DialogTitle id="segredo-titulo">Copie a chave {keyName}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Alert severity="warning">
          Esta é a única vez que o segredo aparece. Guarde-o num lugar seguro: depois de fechar, só
          trocando o segredo.
        </Alert>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label="Chave de API"
            value={secret}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                'data-testid': 'api-key-secret',
                style: { fontFamily: 'monospace' },
              },
            }}
            onFocus={(e) => e.target.select()}
          />
          <Tooltip title="Copiar">
            <IconButton onClick={() => void copy()} aria-label="Copiar a chave" color="primary">
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Use no cabeçalho de cada requisição:
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'grey.100',
            borderRadius: 1,
            overflowX: 'auto',
            fontSize: 13,
          }}
        >
          {`Authorization: Bearer ${secret.slice(0, 24)}…`}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {copied ? 'Pronto, guardei' : 'Fechar sem copiar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

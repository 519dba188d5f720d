import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { OrderPix } from '@orbita/contracts/store';
import { useId } from 'react';
import { notify } from '../../../platform/toasts';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.check('Código Pix copiado.');
  } catch {
    // No clipboard (an http page, a denied permission): the code is on screen to copy by hand.
    notify.info('Não foi possível copiar: selecione o código e copie à mão.');
  }
}

/**
 * The Pix of a pending order: the QR code to scan with the bank's app and the "copia e
 * cola" code with its copy button. The server draws the QR from its own payload as SVG; it
 * is shown as an image (never inserted as markup), so nothing in it can run.
 */
export function PixPanel({ pix, amount }: { pix: OrderPix; amount?: string }) {
  const codeId = useId();
  const src = pix.qrSvg
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`
    : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Pagamento com Pix"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <Typography variant="h6" component="h2" sx={{ justifySelf: 'start' }}>
        Pague com Pix{amount ? `: ${amount}` : ''}
      </Typography>
      {src && (
        <Box
          component="img"
          src={src}
          alt="QR code do Pix"
          sx={{ width: '100%', maxWidth: 260, aspectRatio: '1', bgcolor: '#fff', p: 1 }}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Abra o app do seu banco, escolha Pix e leia o QR code ou use o código “copia e cola”.
      </Typography>
      <TextField
        id={codeId}
        label="Pix copia e cola"
        value={pix.payload}
        fullWidth
        multiline
        maxRows={4}
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: 'monospace', wordBreak: 'break-all' } },
        }}
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyOutlined />}
        onClick={() => void copy(pix.payload)}
      >
        Copiar código Pix
      </Button>
    </Paper>
  );
}

import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { notify } from '../../../platform/toasts';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.check(`${what} copiado.`);
  } catch {
    // No clipboard (an http page, a denied permission): it is on screen to copy by hand.
    notify.info(`Copie à mão: ${text}`);
  }
}

/** A value to paste elsewhere (Meta's panel), with its copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography
          variant="body2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
        >
          {value}
        </Typography>
        <Tooltip title="Copiar">
          <IconButton
            aria-label={`Copiar ${label.toLowerCase()}`}
            onClick={() => void copy(value, label)}
          >
            <ContentCopyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

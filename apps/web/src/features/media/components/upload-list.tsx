import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, IconButton, LinearProgress, Paper, Typography } from '@mui/material';
import { formatBytes } from './format';

export type UploadStatus = 'waiting' | 'sending' | 'done' | 'duplicate' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  /** 0–100 while sending */
  progress: number;
  status: UploadStatus;
  message?: string;
}

const statusText: Record<UploadStatus, string> = {
  waiting: 'Na fila',
  sending: 'Enviando',
  done: 'Enviado',
  duplicate: 'Já está na biblioteca',
  failed: 'Falhou',
};

/** The uploads of this visit, with their progress; finished ones can be dismissed. */
export function UploadList({
  items,
  onDismiss,
}: {
  items: readonly UploadItem[];
  onDismiss: () => void;
}) {
  if (items.length === 0) return null;
  const finished = items.every((i) => i.status !== 'waiting' && i.status !== 'sending');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gap: 1 }}
      aria-label="Envios"
      role="region"
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {finished ? 'Envios concluídos' : 'Enviando arquivos…'}
        </Typography>
        {finished && (
          <IconButton size="small" aria-label="Fechar lista de envios" onClick={onDismiss}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
            {item.status === 'done' && (
              <CheckCircleOutline color="success" fontSize="small" aria-hidden />
            )}
            {item.status === 'duplicate' && (
              <InfoOutlined color="info" fontSize="small" aria-hidden />
            )}
            {item.status === 'failed' && (
              <ErrorOutline color="error" fontSize="small" aria-hidden />
            )}
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={item.name}>
              {item.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatBytes(item.size)} · {statusText[item.status]}
            </Typography>
          </Box>
          {(item.status === 'sending' || item.status === 'waiting') && (
            <LinearProgress
              variant={item.status === 'waiting' ? 'indeterminate' : 'determinate'}
              value={item.progress}
              aria-label={`Progresso de ${item.name}`}
            />
          )}
          {item.message && (
            <Typography
              variant="caption"
              color={item.status === 'failed' ? 'error' : 'text.secondary'}
            >
              {item.message}
            </Typography>
          )}
        </Box>
      ))}
    </Paper>
  );
}

import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { QueuedCapture } from '../offline/capture-queue';

export const pendingTitle = (count: number) => `Aguardando conexão (${count})`;

/** The ideas kept on this device until the connection returns, oldest first (the send order). */
export function PendingCaptures({ pending, dense }: { pending: QueuedCapture[]; dense?: boolean }) {
  if (pending.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="pending-captures-title"
      sx={{ mt: 2, border: 1, borderColor: 'warning.light', borderRadius: 1, px: 2, py: 1 }}
    >
      <Typography
        id="pending-captures-title"
        variant="subtitle2"
        component="h2"
        color="warning.dark"
        aria-live="polite"
      >
        {pendingTitle(pending.length)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Guardadas neste aparelho; são enviadas sozinhas, nesta ordem, quando a conexão voltar.
      </Typography>
      <List dense={dense} aria-label="Ideias aguardando conexão">
        {pending.map((entry) => (
          <ListItem key={entry.clientId} disableGutters data-status="queued">
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CloudQueueIcon color="warning" fontSize="small" aria-label="Aguardando" />
            </ListItemIcon>
            <ListItemText primary={entry.body.content} sx={{ wordBreak: 'break-word' }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

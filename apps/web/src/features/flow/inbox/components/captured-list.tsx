import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { Capture } from '../api/use-captures';
import { ItemChips } from './item-chips';

/** This session's captures, newest first: saving (spinner), saved (its code) or failed (retry). */
export function CapturedList({
  captures,
  onRetry,
  dense,
}: {
  captures: Capture[];
  onRetry: (key: string) => void;
  dense?: boolean;
}) {
  if (captures.length === 0) return null;
  return (
    <List dense={dense} aria-label="Coletados agora" sx={{ mt: 1 }}>
      {captures.map((c) => (
        <ListItem
          key={c.key}
          divider
          data-status={c.status}
          secondaryAction={
            c.status === 'failed' ? (
              <Button size="small" onClick={() => onRetry(c.key)}>
                Tentar de novo
              </Button>
            ) : undefined
          }
        >
          <Box sx={{ width: 88, flexShrink: 0, display: 'flex', alignItems: 'center' }}>
            {c.status === 'saving' && <CircularProgress size={16} aria-label="Salvando" />}
            {c.status === 'saved' && c.item && (
              <Typography
                variant="body2"
                sx={{ fontFamily: 'monospace', fontWeight: 600 }}
                color="primary"
              >
                {c.item.code}
              </Typography>
            )}
            {c.status === 'failed' && (
              <ErrorOutlineIcon color="error" fontSize="small" aria-label="Não salvo" />
            )}
          </Box>
          <ListItemText
            primary={c.item?.content ?? c.content}
            secondary={
              c.status === 'failed' ? c.error : c.item ? <ItemChips item={c.item} /> : 'Salvando…'
            }
            slotProps={{ secondary: { component: 'div' } }}
            sx={{ minWidth: 0, wordBreak: 'break-word' }}
          />
        </ListItem>
      ))}
    </List>
  );
}

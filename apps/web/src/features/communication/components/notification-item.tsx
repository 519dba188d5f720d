import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Box, IconButton, ListItem, ListItemButton, Tooltip, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { AppNotification } from '@orbita/contracts/communication';
import { notificationKindLabels } from '@orbita/contracts/communication/notification-values';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from './relative-time';

interface Props {
  notification: AppNotification;
  onMark: (notification: AppNotification, read: boolean) => void;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Content({ notification: n, unread }: { notification: AppNotification; unread: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0, width: '100%' }}>
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 10,
          height: 10,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
          border: 1,
          borderColor: unread ? 'primary.main' : 'divider',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="h2"
          sx={{ fontSize: '1rem', fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}
        >
          {unread && (
            <Box component="span" sx={visuallyHidden}>
              Não lida:{' '}
            </Box>
          )}
          {n.title}
        </Typography>
        {n.body && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.25,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {n.body}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {notificationKindLabels[n.kind]} · <RelativeTime iso={n.createdAt} variant="caption" />
        </Typography>
      </Box>
    </Box>
  );
}

/** One notification: unread ones stand out (dot, bold title, tinted row); the link opens it and marks it read. */
export function NotificationItem({ notification: n, onMark }: Props) {
  const unread = n.readAt === null;
  const action: ReactNode = (
    <Tooltip title={unread ? 'Marcar como lida' : 'Marcar como não lida'}>
      <IconButton
        edge="end"
        onClick={() => onMark(n, unread)}
        aria-label={unread ? `Marcar como lida: ${n.title}` : `Marcar como não lida: ${n.title}`}
      >
        {unread ? <MarkEmailReadIcon /> : <MarkEmailUnreadIcon />}
      </IconButton>
    </Tooltip>
  );
  const rowSx = (t: Theme) => ({
    py: 1.5,
    pr: 8,
    bgcolor: unread ? alpha(t.palette.primary.main, 0.06) : 'transparent',
  });
  return (
    <ListItem disablePadding divider secondaryAction={action} data-unread={unread || undefined}>
      {n.link ? (
        <ListItemButton
          component={RouterLink}
          to={n.link}
          onClick={() => unread && onMark(n, true)}
          sx={rowSx}
        >
          <Content notification={n} unread={unread} />
        </ListItemButton>
      ) : (
        <Box sx={(t) => ({ ...rowSx(t), pl: 2, width: '100%' })}>
          <Content notification={n} unread={unread} />
        </Box>
      )}
    </ListItem>
  );
}

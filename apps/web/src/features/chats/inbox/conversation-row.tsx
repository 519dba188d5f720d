import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Avatar, Badge, Box, Chip, Tooltip, Typography } from '@mui/material';
import type { Conversation } from '@orbita/contracts/chats';
import { Link } from 'react-router';
import { personInitials } from '../../../ui/person-initials';
import { messageTime, timeLeft, windowState } from '../lib/format';

/** The row's accessible name: who, how many unread, the window (a screen reader hears the state). */
function rowLabel(c: Conversation, state: ReturnType<typeof windowState>): string {
  const parts = [c.title];
  if (c.unread > 0) parts.push(c.unread === 1 ? '1 não lida' : `${c.unread} não lidas`);
  if (state === 'closed') parts.push('janela fechada');
  return parts.join(', ');
}

/**
 * One conversation of the inbox: avatar, title, time, the last message as text, unread count,
 * WhatsApp or Equipe, assignee, labels and the 24 h window (a clock within 2 h of closing,
 * "Janela fechada" once closed). A link: Enter opens it, the list moves focus with the arrows.
 */
export function ConversationRow({
  conversation: c,
  to,
  selected,
  index,
  now,
}: {
  conversation: Conversation;
  to: string;
  selected: boolean;
  index: number;
  now: Date;
}) {
  const state = windowState(c, now);
  const KindIcon = c.kind === 'whatsapp' ? WhatsAppIcon : GroupsOutlinedIcon;
  const preview = c.lastMessage
    ? `${c.lastMessage.direction === 'note' ? 'Nota: ' : ''}${c.lastMessage.preview}`
    : 'Sem mensagens ainda';
  return (
    <Box
      component={Link}
      to={to}
      data-row={index}
      aria-current={selected ? 'page' : undefined}
      aria-label={rowLabel(c, state)}
      sx={{
        display: 'grid',
        gridTemplateColumns: '40px minmax(0, 1fr) auto',
        gap: 1.25,
        alignItems: 'start',
        px: 1.5,
        py: 1,
        height: '100%',
        boxSizing: 'border-box',
        color: 'text.primary',
        textDecoration: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <KindIcon
            aria-hidden
            sx={{
              fontSize: 14,
              bgcolor: 'background.paper',
              borderRadius: '50%',
              color: c.kind === 'whatsapp' ? 'success.main' : 'primary.main',
            }}
          />
        }
      >
        <Avatar sx={{ width: 40, height: 40, fontSize: 15 }}>{personInitials(c.title)}</Avatar>
      </Badge>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          noWrap
          sx={{ fontWeight: c.unread > 0 ? 700 : 500, fontSize: '0.95rem', lineHeight: 1.4 }}
        >
          {c.title}
        </Typography>
        <Typography
          noWrap
          variant="body2"
          color={c.unread > 0 ? 'text.primary' : 'text.secondary'}
          sx={{ lineHeight: 1.4 }}
        >
          {preview}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            gap: 0.5,
            mt: 0.25,
            alignItems: 'center',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {c.kind === 'whatsapp' ? 'WhatsApp' : 'Equipe'}
          </Typography>
          {c.assignee && (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}
            >
              · <PersonOutlineIcon aria-hidden sx={{ fontSize: 14 }} />
              <span>{c.assignee.name}</span>
            </Typography>
          )}
          {c.labels.slice(0, 2).map((label) => (
            <Chip key={label} label={label} size="small" sx={{ height: 18, fontSize: 11 }} />
          ))}
          {c.labels.length > 2 && (
            <Typography variant="caption" color="text.secondary">
              +{c.labels.length - 2}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
        <Typography
          variant="caption"
          color={c.unread > 0 ? 'primary.main' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {c.lastMessage ? messageTime(c.lastMessage.at, now) : ''}
        </Typography>
        {c.unread > 0 && (
          <Box
            component="span"
            aria-hidden
            sx={{
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 12,
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {c.unread > 99 ? '99+' : c.unread}
          </Box>
        )}
        {state === 'closing' && c.windowClosesAt && (
          <Tooltip title={`A janela de 24 h fecha em ${timeLeft(c.windowClosesAt, now)}`}>
            <AccessTimeIcon
              aria-label={`Janela fecha em ${timeLeft(c.windowClosesAt, now)}`}
              sx={{ fontSize: 16, color: 'warning.main' }}
            />
          </Tooltip>
        )}
        {state === 'closed' && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            Janela fechada
          </Typography>
        )}
      </Box>
    </Box>
  );
}

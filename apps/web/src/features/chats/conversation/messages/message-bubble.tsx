import type { Message } from '@orbita/contracts/chats';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { Box, Button, Chip, IconButton, Typography } from '@mui/material';
import { memo } from 'react';
import { useLongPress } from '../../../../platform/long-press';
import { timeLabel } from './day-label';
import { MessageMedia } from './message-media';
import { MessageStatusMark } from './message-status';
import { MessageText } from './message-text';

export interface BubbleActions {
  onMenu: (message: Message, anchor: HTMLElement) => void;
  onQuote: (messageId: string) => void;
  onRetry: (message: Message) => void;
  onReact: (message: Message, emoji: string) => void;
}

const MEDIA_KINDS = new Set([
  'image',
  'audio',
  'video',
  'document',
  'sticker',
  'location',
  'contacts',
]);

/**
 * Which side a message sits on. WhatsApp: the business side (every member's reply, every
 * note) on the right, the contact on the left, as in Chatwoot. A team chat has no business
 * side: only the viewer's own messages are on the right.
 */
export function isMine(message: Message, teamChat: boolean, me: string | null): boolean {
  if (message.direction === 'in') return false;
  return teamChat ? !!me && message.author?.id === me : true;
}

/** One message: note (yellow), inbound (left) or outbound (right), with its parts. */
/** Memoized: scrolling re-renders the list, not the rows whose message did not change. */
export const MessageBubble = memo(function MessageBubble({
  message,
  actions,
  retrying = false,
  mine = message.direction !== 'in',
}: {
  message: Message;
  actions: BubbleActions;
  retrying?: boolean;
  /** Drawn on the right as ours (see `isMine`); the author's name shows on every member's message. */
  mine?: boolean;
}) {
  const { direction } = message;
  const note = direction === 'note';
  const system = message.kind === 'system';
  const press = useLongPress(() => {
    const el = document.getElementById(`msg-${message.id}`);
    if (el) actions.onMenu(message, el);
  });

  if (system)
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ textAlign: 'center', my: 0.5 }}
      >
        <MessageText text={message.text} />
      </Typography>
    );

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: mine ? 'row-reverse' : 'row',
        alignItems: 'flex-start',
        gap: 0.25,
        px: { xs: 1, md: 1.5 },
        '&:hover .msg-menu, &:focus-within .msg-menu': { opacity: 1 },
      }}
    >
      <Box
        id={`msg-${message.id}`}
        data-message-id={message.id}
        {...press}
        aria-label={note ? 'Nota interna' : undefined}
        sx={{
          position: 'relative',
          maxWidth: { xs: '86%', md: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          backgroundColor: note ? '#fff8c5' : mine ? 'rgba(25,118,210,0.09)' : 'background.paper',
          border: 1,
          borderColor: note ? '#e6d36b' : 'divider',
          color: note ? '#3d3500' : 'text.primary',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          {note && (
            <Typography variant="caption" sx={{ fontWeight: 700 }}>
              Nota interna
            </Typography>
          )}
          {direction !== 'in' && message.author && (
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {message.author.name}
            </Typography>
          )}
        </Box>
        {message.replyTo && (
          <Box
            component="button"
            type="button"
            onClick={() => actions.onQuote(message.replyTo!.id)}
            aria-label="Ir para a mensagem respondida"
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              border: 0,
              borderLeft: 3,
              borderColor: 'primary.main',
              bgcolor: 'action.hover',
              borderRadius: 1,
              px: 1,
              py: 0.5,
              mb: 0.5,
              cursor: 'pointer',
              font: 'inherit',
              color: 'inherit',
            }}
          >
            {message.replyTo.authorName && (
              <Typography variant="caption" sx={{ fontWeight: 600 }} component="p">
                {message.replyTo.authorName}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {message.replyTo.preview}
            </Typography>
          </Box>
        )}
        {MEDIA_KINDS.has(message.kind) && (
          <Box sx={{ mb: message.text ? 0.5 : 0 }}>
            <MessageMedia message={message} />
          </Box>
        )}
        {message.kind === 'template' && message.template && (
          <Typography variant="caption" color="text.secondary" component="p">
            Modelo: {message.template.name}
          </Typography>
        )}
        {message.kind === 'unsupported' && !message.text ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            Mensagem não suportada
          </Typography>
        ) : (
          <Typography variant="body2" component="div">
            <MessageText text={message.text} />
          </Typography>
        )}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 0.25,
            mt: 0.25,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
          </Typography>
          {direction === 'out' && message.status && <MessageStatusMark status={message.status} />}
        </Box>
        {message.status === 'failed' && (
          <Box role="alert" sx={{ mt: 0.5 }}>
            <Typography variant="caption" color="error" component="p">
              {message.statusReason ?? 'Não foi possível enviar.'}
            </Typography>
            <Button
              size="small"
              color="error"
              disabled={retrying}
              onClick={() => actions.onRetry(message)}
            >
              Tentar de novo
            </Button>
          </Box>
        )}
        {message.reactions.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {message.reactions.map((r) => (
              <Chip
                key={r.emoji}
                size="small"
                label={`${r.emoji} ${r.count}`}
                title={r.names.join(', ')}
                color={r.mine ? 'primary' : 'default'}
                variant={r.mine ? 'filled' : 'outlined'}
                aria-pressed={r.mine}
                aria-label={`${r.emoji} ${r.count}${r.mine ? ', sua reação' : ''}`}
                onClick={() => actions.onReact(message, r.mine ? '' : r.emoji)}
              />
            ))}
          </Box>
        )}
      </Box>
      <IconButton
        className="msg-menu"
        size="small"
        aria-label="Ações da mensagem"
        onClick={(e) => actions.onMenu(message, e.currentTarget)}
        sx={{ mt: 0.5, opacity: { xs: 0.6, md: 0 }, '&:focus-visible': { opacity: 1 } }}
      >
        <MoreHoriz fontSize="small" />
      </IconButton>
    </Box>
  );
});

import { messageStatusLabels, type MessageStatus } from '@orbita/contracts/chats';
import { Box } from '@mui/material';

const marks: Record<MessageStatus, string> = {
  queued: '⏱',
  sent: '✓',
  delivered: '✓✓',
  read: '✓✓',
  failed: '!',
};

/** The ticks of an outbound message; the label is what a screen reader (and a hover) says. */
export function MessageStatusMark({ status }: { status: MessageStatus }) {
  const label = messageStatusLabels[status];
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      sx={{
        ml: 0.5,
        fontWeight: 700,
        letterSpacing: '-0.15em',
        color:
          status === 'read' ? 'info.main' : status === 'failed' ? 'error.main' : 'text.secondary',
      }}
    >
      {marks[status]}
    </Box>
  );
}

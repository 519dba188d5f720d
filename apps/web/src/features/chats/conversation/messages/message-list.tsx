import type { Message } from '@orbita/contracts/chats';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Box, Button, Divider, Fab, Skeleton, Typography } from '@mui/material';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useVirtualRows } from '../../../../ui/use-virtual-rows';
import { BLOCK, useThreadHead, useThreadPages } from '../api/use-thread';
import { visibleOutgoing, type Outgoing } from '../api/use-send';
import { dayLabel, sameDay } from './day-label';
import { isMine, MessageBubble, type BubbleActions } from './message-bubble';
import { useMyUserId } from '../../../../platform/session/app-state';

/** Near enough to the bottom to count as "at the bottom" (a last row half hidden counts). */
const BOTTOM_SLACK_PX = 48;
const ESTIMATE_PX = 72;

export interface MessageListHandle {
  scrollToBottom: () => void;
  /** Scrolls to a loaded message; false when its page is not loaded. */
  scrollToMessage: (id: string) => boolean;
  /** Scrolls to a row by its seq (its page loads as it comes on screen). */
  scrollToSeq: (seq: number) => void;
}

/**
 * The conversation as a reverse chat: starts at the bottom, rows 1…lastSeq virtualized (only
 * those on screen are in the DOM and only their pages are fetched), older pages fill in as
 * one scrolls up without moving what is read (the virtualizer corrects the offset when rows
 * above change height), "N novas mensagens" when messages arrive while scrolled up.
 */
export function MessageList({
  conversationId,
  outgoing,
  renderOutgoing,
  actions,
  retryingId,
  onReadPoint,
  empty,
  handle,
  highlight,
  teamChat = false,
}: {
  conversationId: string;
  /** A direct or group chat: only the viewer's own messages sit on the right. */
  teamChat?: boolean;
  /** Optimistic rows after the last stored message (sending, or sent but not yet refetched). */
  outgoing: Outgoing[];
  renderOutgoing: (item: Outgoing) => ReactNode;
  actions: BubbleActions;
  retryingId: string | null;
  /** The bottom is visible: the caller marks the conversation read up to `seq`. */
  onReadPoint: (seq: number, readSeq: number) => void;
  empty: ReactNode;
  handle?: Ref<MessageListHandle>;
  highlight?: string | null;
}) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const me = useMyUserId();
  const head = useThreadHead(conversationId);
  const lastSeq = head.data?.lastSeq ?? 0;
  // Sent messages not yet in the newest page (read before the thread, which needs the count).
  const pending = visibleOutgoing(outgoing, lastSeq, new Set(head.data?.items.map((m) => m.id)));
  const count = lastSeq + pending.length;
  const rows = useVirtualRows({
    count,
    estimateSize: ESTIMATE_PX,
    overscan: 6,
    keyOf: (i) => (i < lastSeq ? `s${i + 1}` : `p${pending[i - lastSeq]?.clientId}`),
    scroller: () => scroller.current,
  });
  const items = rows.getVirtualItems();
  const first = items[0]?.index ?? Math.max(0, lastSeq - BLOCK);
  const last = items[items.length - 1]?.index ?? lastSeq;
  // The pages to load follow the rows on screen, plus a few rows either way.
  const thread = useThreadPages(conversationId, head, first + 1 - 10, last + 1 + 10);

  const [atBottom, setAtBottom] = useState(true);
  // The lastSeq when the person scrolled up: what arrived since is "N novas mensagens".
  const [leftAt, setLeftAt] = useState(0);
  const fresh = atBottom ? 0 : Math.max(0, lastSeq - leftAt);
  const started = useRef(false);

  const scrollToBottom = () => {
    if (count > 0) rows.scrollToIndex(count - 1, { align: 'end' });
    // Rows measured after the jump grow the list: follow once more.
    requestAnimationFrame(() => {
      const el = scroller.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
  };

  // First data: start at the bottom.
  useLayoutEffect(() => {
    if (!thread.ready || started.current) return;
    started.current = true;
    scrollToBottom();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the first page lands
  }, [thread.ready]);

  // New rows: follow them when at the bottom (scrolled up, the pill counts them).
  useLayoutEffect(() => {
    if (!started.current) return;
    if (atBottom) scrollToBottom();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on growth only
  }, [count]);

  useEffect(() => {
    if (atBottom && thread.lastSeq > 0) onReadPoint(thread.lastSeq, thread.readSeq);
  }, [atBottom, thread.lastSeq, thread.readSeq, onReadPoint]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (bottom !== atBottom) {
      setAtBottom(bottom);
      if (!bottom) setLeftAt(lastSeq);
    }
  };

  useImperativeHandle(handle, () => ({
    scrollToBottom,
    scrollToMessage: (id) => {
      const m = thread.byId.get(id);
      if (!m) return false;
      rows.scrollToIndex(m.seq - 1, { align: 'center' });
      return true;
    },
    scrollToSeq: (seq) => rows.scrollToIndex(seq - 1, { align: 'center' }),
  }));

  if (thread.error)
    return (
      <Box sx={{ p: 2 }}>
        <Typography color="error" role="alert">
          {thread.error.message}
        </Typography>
        <Button onClick={thread.refetch}>Tentar de novo</Button>
      </Box>
    );
  if (!thread.ready)
    return (
      <Box role="status" aria-label="Carregando mensagens" sx={{ p: 2, display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton
            key={i}
            variant="rounded"
            height={48}
            sx={{ width: i % 2 ? '55%' : '70%', justifySelf: i % 2 ? 'end' : 'start' }}
          />
        ))}
      </Box>
    );

  const row = (index: number): ReactNode => {
    if (index >= lastSeq) {
      const item = pending[index - lastSeq];
      return item ? <Box sx={{ py: 0.5 }}>{renderOutgoing(item)}</Box> : null;
    }
    const seq = index + 1;
    const message = thread.bySeq.get(seq);
    if (!message)
      return (
        <Box sx={{ px: 1.5, py: 0.5 }} aria-hidden>
          <Skeleton variant="rounded" height={48} sx={{ width: seq % 2 ? '60%' : '45%' }} />
        </Box>
      );
    const previous = thread.bySeq.get(seq - 1);
    const separator = seq === 1 || (previous && !sameDay(previous.createdAt, message.createdAt));
    return (
      <>
        {separator && <DaySeparator iso={message.createdAt} />}
        <Box
          sx={{
            py: 0.5,
            transition: 'background-color 1s',
            bgcolor: highlight === message.id ? 'action.selected' : undefined,
          }}
        >
          <MessageBubble
            message={message as Message}
            actions={actions}
            retrying={retryingId === message.id}
            mine={isMine(message as Message, teamChat, me)}
          />
        </Box>
      </>
    );
  };

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="log"
        aria-label="Mensagens"
        aria-live="polite"
        sx={{ flex: 1, overflowY: 'auto', overflowAnchor: 'none', py: 1, outline: 'none' }}
      >
        {count === 0 ? (
          empty
        ) : (
          <Box sx={{ height: rows.getTotalSize(), position: 'relative', width: '100%' }}>
            {items.map((item) => (
              <Box
                key={item.key}
                data-index={item.index}
                ref={rows.measureElement}
                sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row(item.index)}
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {!atBottom && (
        <Box
          sx={{
            position: 'absolute',
            bottom: 12,
            right: 16,
            display: 'flex',
            gap: 1,
            alignItems: 'center',
          }}
        >
          {fresh > 0 && (
            <Button variant="contained" size="small" onClick={scrollToBottom}>
              {fresh === 1 ? '1 nova mensagem' : `${fresh} novas mensagens`}
            </Button>
          )}
          <Fab size="small" aria-label="Ir para o fim" onClick={scrollToBottom}>
            <KeyboardArrowDown />
          </Fab>
        </Box>
      )}
    </Box>
  );
}

function DaySeparator({ iso }: { iso: string }) {
  return (
    <Divider sx={{ my: 1, px: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {dayLabel(iso)}
      </Typography>
    </Divider>
  );
}

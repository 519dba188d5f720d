import { chatMessagesEntity, chatTypingEntity } from '@orbita/contracts/chats';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { onRealtimeEvent } from '../../../../platform/realtime';
import { messagesKeys } from './keys';

/** How long "Fulano está digitando…" stays after a nudge (they are sent every 3 s while typing). */
export const TYPING_SHOWN_MS = 5000;
/** Nudges in a burst (a status per message) refetch once. */
const BURST_MS = 150;

interface Nudge {
  entity?: unknown;
  data?: { conversationId?: unknown; userId?: unknown; name?: unknown };
}

/**
 * Live: a `chat-messages` nudge of this conversation refetches its pages on screen (the newest
 * one brings new messages and lastSeq; the others, statuses and reactions) — the rest are
 * marked stale. A `chat-typing` nudge from someone else shows their name for 5 s.
 */
export function useLiveThread(conversationId: string, myId: string | null): string[] {
  const client = useQueryClient();
  const [typing, setTyping] = useState<Record<string, string>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    let burst: ReturnType<typeof setTimeout> | undefined;
    const running = timers.current;
    const off = onRealtimeEvent((payload) => {
      const nudge = payload as Nudge;
      if (nudge?.data?.conversationId !== conversationId) return;
      if (nudge.entity === chatMessagesEntity) {
        clearTimeout(burst);
        burst = setTimeout(
          () => void client.invalidateQueries({ queryKey: messagesKeys.thread(conversationId) }),
          BURST_MS,
        );
      } else if (nudge.entity === chatTypingEntity) {
        const userId = String(nudge.data.userId ?? '');
        if (!userId || userId === myId) return;
        setTyping((t) => ({ ...t, [userId]: String(nudge.data?.name ?? 'Alguém') }));
        clearTimeout(running.get(userId));
        running.set(
          userId,
          setTimeout(() => {
            running.delete(userId);
            setTyping(({ [userId]: _gone, ...rest }) => rest);
          }, TYPING_SHOWN_MS),
        );
      }
    });
    return () => {
      off();
      clearTimeout(burst);
      running.forEach((t) => clearTimeout(t));
      running.clear();
    };
  }, [client, conversationId, myId]);

  return Object.values(typing);
}

/** "Ana está digitando…", "Ana e Bruno estão digitando…". */
export function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} está digitando…`;
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]} estão digitando…`;
}

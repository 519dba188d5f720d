import type { Message, SendMessageBody } from '@orbita/contracts/chats';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { conversationApi } from './conversation-api';
import { messagesKeys } from './keys';

/** A message typed here that the newest page does not hold yet. */
export interface Outgoing {
  clientId: string;
  body: SendMessageBody;
  /** The stored message once the server answered. */
  message: Message | null;
  error: string | null;
  sending: boolean;
  at: string;
}

/**
 * Optimistic sends: the message shows at once ("Na fila"), the server's answer replaces it,
 * and it leaves this list when the newest page (refetched) holds its seq — never twice on
 * screen. A send that failed keeps its clientId: "Tentar de novo" cannot store it twice.
 */
export function useSend(conversationId: string) {
  const client = useQueryClient();
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const inFlight = useRef(new Set<string>());

  const patch = (clientId: string, change: Partial<Outgoing>) =>
    setOutgoing((list) => list.map((o) => (o.clientId === clientId ? { ...o, ...change } : o)));

  const post = (body: SendMessageBody) => {
    const clientId = body.clientId;
    if (inFlight.current.has(clientId)) return; // a second click while the first is on its way
    inFlight.current.add(clientId);
    patch(clientId, { sending: true, error: null });
    conversationApi
      .send(conversationId, body)
      .then((message) => {
        patch(clientId, { message, sending: false });
        void client.invalidateQueries({ queryKey: messagesKeys.head(conversationId) });
      })
      .catch((error: Error) => patch(clientId, { error: error.message, sending: false }))
      .finally(() => inFlight.current.delete(clientId));
  };

  const send = (body: SendMessageBody) => {
    setOutgoing((list) =>
      list.some((o) => o.clientId === body.clientId)
        ? list
        : [
            ...list,
            {
              clientId: body.clientId,
              body,
              message: null,
              error: null,
              sending: true,
              at: new Date().toISOString(),
            },
          ],
    );
    post(body);
  };

  const retry = (clientId: string) => {
    const item = outgoing.find((o) => o.clientId === clientId);
    if (item) post(item.body);
  };

  const discard = (clientId: string) =>
    setOutgoing((list) => list.filter((o) => o.clientId !== clientId));

  return { outgoing, send, retry, discard };
}

/** What is still to show below the stored rows: not yet stored, or stored past the newest page read. */
export function visibleOutgoing(outgoing: Outgoing[], lastSeq: number, storedIds: Set<string>) {
  return outgoing.filter(
    (o) => !o.message || (o.message.seq > lastSeq && !storedIds.has(o.message.id)),
  );
}

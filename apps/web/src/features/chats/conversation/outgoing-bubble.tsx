import type { Conversation, Message } from '@orbita/contracts/chats';
import type { Outgoing } from './api/use-send';
import { MessageBubble, type BubbleActions } from './messages/message-bubble';

const textOf = (o: Outgoing) =>
  o.body.kind === 'text' || o.body.kind === 'note'
    ? o.body.text
    : o.body.kind === 'media'
      ? o.body.caption || 'Anexo'
      : `Modelo: ${o.body.name}`;

/** A message as typed, before the server stored it: "Na fila" (WhatsApp), or why it did not go. */
export function outgoingMessage(
  o: Outgoing,
  conversation: Conversation,
  me: { id: string; name: string } | null,
): Message {
  if (o.message) return o.message;
  const whatsapp = conversation.kind === 'whatsapp' && o.body.kind !== 'note';
  return {
    id: o.clientId,
    conversationId: conversation.id,
    seq: 0,
    direction: o.body.kind === 'note' ? 'note' : 'out',
    kind: o.body.kind === 'media' ? 'document' : o.body.kind === 'template' ? 'template' : 'text',
    text: textOf(o),
    author: me,
    media: null,
    location: null,
    sharedContacts: null,
    replyTo: null,
    reactions: [],
    status: o.error ? 'failed' : whatsapp ? 'queued' : null,
    statusReason: o.error ? `Não enviada: ${o.error}` : null,
    template: null,
    createdAt: o.at,
  };
}

export function OutgoingBubble({
  item,
  conversation,
  me,
  actions,
  onRetry,
}: {
  item: Outgoing;
  conversation: Conversation;
  me: { id: string; name: string } | null;
  actions: BubbleActions;
  onRetry: (clientId: string) => void;
}) {
  const message = outgoingMessage(item, conversation, me);
  // Not stored yet: only "Tentar de novo" applies (same clientId: it cannot land twice).
  const pendingActions: BubbleActions = item.message
    ? actions
    : { ...actions, onMenu: () => undefined, onRetry: () => onRetry(item.clientId) };
  return <MessageBubble message={message} actions={pendingActions} retrying={item.sending} />;
}

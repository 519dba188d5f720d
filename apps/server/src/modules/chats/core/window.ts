import { WHATSAPP_WINDOW_MS, type ConversationKind } from '@orbita/contracts/chats';

type WindowSubject = { kind: ConversationKind; lastInboundAt: Date | null };

/**
 * When the Cloud API's 24 h customer-service window of a WhatsApp conversation closes: 24 h
 * after the contact's last message. Null for team chats (no window) and for a WhatsApp
 * conversation whose contact never wrote (only templates may open it).
 */
export function windowClosesAt(conversation: WindowSubject): Date | null {
  if (conversation.kind !== 'whatsapp' || !conversation.lastInboundAt) return null;
  return new Date(conversation.lastInboundAt.getTime() + WHATSAPP_WINDOW_MS);
}

/** Whether free-form messages (text, media) may be sent now. Team chats: always. */
export function windowOpen(conversation: WindowSubject, now = new Date()): boolean {
  if (conversation.kind !== 'whatsapp') return true;
  const closes = windowClosesAt(conversation);
  return closes !== null && closes.getTime() > now.getTime();
}

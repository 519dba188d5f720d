import type { Conversation } from '@orbita/contracts/chats';
import { formatPhoneBR } from '@orbita/contracts/phone';

export const kindLabels = {
  whatsapp: 'WhatsApp',
  direct: 'Conversa direta',
  group: 'Grupo',
} as const;

/** The second line under the title: the contact's phone, or who is in a team chat. */
export function conversationSubtitle(c: Conversation): string {
  if (c.kind === 'whatsapp') return c.contact?.phone ? formatPhoneBR(c.contact.phone) : 'WhatsApp';
  if (c.kind === 'group') return `${c.participants.length} membros`;
  // A direct chat: the other member's name is the title and the kind label says the rest.
  return '';
}

import type { DomainEventBase } from '../platform/events';

/** Domain events of chats (agents wake on `chats.message.received`). */
export interface ChatsEvents {
  /** A WhatsApp contact's message was stored (once per WhatsApp message id). */
  'chats.message.received': DomainEventBase & {
    conversationId: string;
    messageId: string;
    contactId: string;
    kind: string;
    text: string;
  };
  /** A member wrote in a conversation (WhatsApp reply, team chat, or note). */
  'chats.message.sent': DomainEventBase & {
    conversationId: string;
    messageId: string;
    direction: 'out' | 'note';
    participantIds: string[];
  };
  'chats.conversation.assigned': DomainEventBase & {
    conversationId: string;
    assigneeId: string | null;
    previousAssigneeId: string | null;
  };
  'chats.contact.created': DomainEventBase & { contactId: string };
  'chats.contacts.merged': DomainEventBase & { contactId: string; mergedId: string };
}

declare module '../platform/events' {
  interface DomainEvents extends ChatsEvents {}
}

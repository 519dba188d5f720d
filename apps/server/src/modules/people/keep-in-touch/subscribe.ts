import type { EventBus } from '../../../platform/events/bus';
import { clock } from '../../../platform/clock';
import { personOfContact, personOfConversation } from '../../chats';
import { touchFromChat } from './service';

/**
 * A WhatsApp message exchanged with a contact that points at a person is a contact with that
 * person: received (the contact wrote) or sent by a member (not a private note, not a team
 * chat). Runs in the chat's transaction.
 */
export function subscribeKeepInTouch(bus: EventBus): void {
  bus.onInTransaction('chats.message.received', async ({ workspaceId, contactId }, tx) => {
    const personId = await personOfContact(tx, workspaceId, contactId);
    if (personId) await touchFromChat(tx, workspaceId, personId, clock.now());
  });
  bus.onInTransaction(
    'chats.message.sent',
    async ({ workspaceId, conversationId, direction }, tx) => {
      if (direction !== 'out') return;
      const personId = await personOfConversation(tx, workspaceId, conversationId);
      if (personId) await touchFromChat(tx, workspaceId, personId, clock.now());
    },
  );
}

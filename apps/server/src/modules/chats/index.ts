import { defineModule } from '../../platform/module';
import { cannedRoutes } from './canned/routes';
import { contactRoutes } from './contacts/routes';
import { conversationRoutes } from './conversations/routes';
import { messageRoutes } from './messages/routes';
import { registerWhatsapp } from './whatsapp';
import { chatContacts } from './schema';

export { appendMessage, markRead, type AppendInput } from './core/append';
export { contactForPhone, whatsappConversationFor } from './core/contacts';
export { windowClosesAt, windowOpen } from './core/window';
/** For people: contacts pointing at person records, and a person's chats for the timeline. */
export {
  chatsOfPerson,
  clearContactsOfPeople,
  moveContactsToPerson,
  setContactPerson,
  type PersonChat,
} from './person-links';
/** For people's keep-in-touch: the person a contact or conversation points at. */
export { personOfContact, personOfConversation } from './person-of';
/** For communication's notifications of chats. */
export { chatNoticeBrief, type ChatNoticeBrief } from './notice-reads';
/** For the server test kit: this process's apps share one database (WhatsApp loops scoped). */
export { shareTheDatabaseWithOtherApps } from './whatsapp';
/** For agents' run input (`contact.name`). */
export { chatContacts } from './schema';
export type {
  ChatContactRow,
  ChatConversationRow,
  ChatMessageRow,
  ChatWhatsappConnectionRow,
} from './schema';

/**
 * Contacts and chats (PRODUCT.md §8): the shared inbox of WhatsApp conversations (official
 * Cloud API), team chats between members, contacts (one identity per E.164 number), canned
 * responses, and messages that become work. Member routes under `/api/app/comunicacao`
 * (`app.requireMember`; read = workspace.read, write = content.write, the WhatsApp
 * connection = workspace.admin); Meta's webhook under `/api/public/whatsapp` (public,
 * signed by the app secret). Every message enters a conversation through
 * core/append.ts, the one place that allocates seqs.
 */
export const chatsModule = defineModule({
  name: 'chats',
  tag: 'Conversas',
  // A contact opens on the Contatos tab; a merge deletes the merged one (no event of its own).
  locatable: {
    contato: {
      table: chatContacts,
      title: chatContacts.name,
      path: '/comunicacao/chats?aba=contatos&contato={id}',
      deleted: ['chats.contacts.merged'],
    },
  },
  // No module prefix: the members' API and Meta's public webhook live under different roots.
  routes: async (app) => {
    await app.register(
      async (member) => {
        member.addHook('onRequest', member.requireMember);
        await member.register(contactRoutes);
        await member.register(conversationRoutes);
        await member.register(messageRoutes);
        await member.register(cannedRoutes);
      },
      { prefix: '/api/app/comunicacao' },
    );
    // H2: the Admins' connection routes, the public webhook and the workers (+ onClose).
    await registerWhatsapp(app);
  },
});

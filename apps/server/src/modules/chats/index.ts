import { defineModule } from '../../platform/module';

export { appendMessage, markRead, type AppendInput } from './core/append';
export { contactForPhone, whatsappConversationFor } from './core/contacts';
export { windowClosesAt, windowOpen } from './core/window';
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
  prefix: '/api/app/comunicacao',
  routes: async (app) => {
    app.addHook('onRequest', app.requireMember);
  },
});

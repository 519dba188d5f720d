import { defineEndpoint, schemaType } from '../platform/endpoints';
import type { noContentSchema } from '../platform/no-content';
import type {
  cannedListSchema,
  cannedResponseSchema,
  createCannedBodySchema,
  updateCannedBodySchema,
} from './canned';
import type {
  contactPageSchema,
  contactSchema,
  contactsQuerySchema,
  createContactBodySchema,
  duplicatesSchema,
  exportContactsQuerySchema,
  importContactsBodySchema,
  importContactsResultSchema,
  mergeContactsBodySchema,
  updateContactBodySchema,
} from './contacts';
import type {
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  createConversationBodySchema,
  labelsSchema,
  readConversationBodySchema,
  unreadSummarySchema,
  updateConversationBodySchema,
} from './conversations';
import type {
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  messageToWorkBodySchema,
  messageToWorkResultSchema,
  reactBodySchema,
  sendMessageBodySchema,
} from './messages';
import type {
  connectWhatsappBodySchema,
  whatsappConnectionSchema,
  whatsappTemplatesSchema,
} from './whatsapp';

const base = '/api/app/comunicacao';

/**
 * chats (`/api/app/comunicacao/...`): contacts, conversations (WhatsApp's shared inbox and
 * team chats), messages, canned responses and the WhatsApp connection (Admins). Reading
 * needs workspace.read; writing content.write; the connection workspace.admin. A team chat
 * answers 404 to a member who is not in it.
 */
export const chatsEndpoints = {
  // Contacts
  contacts: defineEndpoint({
    method: 'GET',
    path: `${base}/contatos`,
    query: schemaType<typeof contactsQuerySchema>(),
    response: schemaType<typeof contactPageSchema>(),
  }),
  contact: defineEndpoint({
    method: 'GET',
    path: `${base}/contatos/{id}`,
    response: schemaType<typeof contactSchema>(),
  }),
  createContact: defineEndpoint({
    method: 'POST',
    path: `${base}/contatos`,
    body: schemaType<typeof createContactBodySchema>(),
    response: schemaType<typeof contactSchema>(),
  }),
  updateContact: defineEndpoint({
    method: 'PATCH',
    path: `${base}/contatos/{id}`,
    body: schemaType<typeof updateContactBodySchema>(),
    response: schemaType<typeof contactSchema>(),
  }),
  removeContact: defineEndpoint({
    method: 'DELETE',
    path: `${base}/contatos/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),
  mergeContacts: defineEndpoint({
    method: 'POST',
    path: `${base}/contatos/{id}/mesclar`,
    body: schemaType<typeof mergeContactsBodySchema>(),
    response: schemaType<typeof contactSchema>(),
  }),
  duplicates: defineEndpoint({
    method: 'GET',
    path: `${base}/contatos-duplicados`,
    response: schemaType<typeof duplicatesSchema>(),
  }),
  importContacts: defineEndpoint({
    method: 'POST',
    path: `${base}/contatos-importar`,
    body: schemaType<typeof importContactsBodySchema>(),
    response: schemaType<typeof importContactsResultSchema>(),
  }),
  /** A file (text/csv or text/vcard), downloaded by the browser. */
  exportContacts: defineEndpoint({
    method: 'GET',
    path: `${base}/contatos-exportar`,
    query: schemaType<typeof exportContactsQuerySchema>(),
    response: schemaType<typeof noContentSchema>(),
  }),

  // Conversations
  conversations: defineEndpoint({
    method: 'GET',
    path: `${base}/conversas`,
    query: schemaType<typeof conversationsQuerySchema>(),
    response: schemaType<typeof conversationPageSchema>(),
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: `${base}/conversas/{id}`,
    response: schemaType<typeof conversationSchema>(),
  }),
  createConversation: defineEndpoint({
    method: 'POST',
    path: `${base}/conversas`,
    body: schemaType<typeof createConversationBodySchema>(),
    response: schemaType<typeof conversationSchema>(),
  }),
  updateConversation: defineEndpoint({
    method: 'PATCH',
    path: `${base}/conversas/{id}`,
    body: schemaType<typeof updateConversationBodySchema>(),
    response: schemaType<typeof conversationSchema>(),
  }),
  readConversation: defineEndpoint({
    method: 'POST',
    path: `${base}/conversas/{id}/lida`,
    body: schemaType<typeof readConversationBodySchema>(),
    response: schemaType<typeof noContentSchema>(),
  }),
  /** "Fulano está digitando…" in a team chat: ephemeral, published to the members' sockets. */
  typing: defineEndpoint({
    method: 'POST',
    path: `${base}/conversas/{id}/digitando`,
    response: schemaType<typeof noContentSchema>(),
  }),
  unread: defineEndpoint({
    method: 'GET',
    path: `${base}/conversas-nao-lidas`,
    response: schemaType<typeof unreadSummarySchema>(),
  }),
  labels: defineEndpoint({
    method: 'GET',
    path: `${base}/conversas-etiquetas`,
    response: schemaType<typeof labelsSchema>(),
  }),

  // Messages
  messages: defineEndpoint({
    method: 'GET',
    path: `${base}/conversas/{id}/mensagens`,
    query: schemaType<typeof messagesQuerySchema>(),
    response: schemaType<typeof messagePageSchema>(),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: `${base}/conversas/{id}/mensagens`,
    body: schemaType<typeof sendMessageBodySchema>(),
    response: schemaType<typeof messageSchema>(),
  }),
  /** Send a failed outbound message again (same message, back in the outbox). */
  retry: defineEndpoint({
    method: 'POST',
    path: `${base}/mensagens/{id}/reenviar`,
    response: schemaType<typeof messageSchema>(),
  }),
  react: defineEndpoint({
    method: 'POST',
    path: `${base}/mensagens/{id}/reacoes`,
    body: schemaType<typeof reactBodySchema>(),
    response: schemaType<typeof messageSchema>(),
  }),
  toWork: defineEndpoint({
    method: 'POST',
    path: `${base}/mensagens/{id}/trabalho`,
    body: schemaType<typeof messageToWorkBodySchema>(),
    response: schemaType<typeof messageToWorkResultSchema>(),
  }),

  // Canned responses
  canned: defineEndpoint({
    method: 'GET',
    path: `${base}/respostas-prontas`,
    response: schemaType<typeof cannedListSchema>(),
  }),
  createCanned: defineEndpoint({
    method: 'POST',
    path: `${base}/respostas-prontas`,
    body: schemaType<typeof createCannedBodySchema>(),
    response: schemaType<typeof cannedResponseSchema>(),
  }),
  updateCanned: defineEndpoint({
    method: 'PATCH',
    path: `${base}/respostas-prontas/{id}`,
    body: schemaType<typeof updateCannedBodySchema>(),
    response: schemaType<typeof cannedResponseSchema>(),
  }),
  removeCanned: defineEndpoint({
    method: 'DELETE',
    path: `${base}/respostas-prontas/{id}`,
    response: schemaType<typeof noContentSchema>(),
  }),

  // WhatsApp connection (Admins)
  whatsapp: defineEndpoint({
    method: 'GET',
    path: `${base}/whatsapp`,
    response: schemaType<typeof whatsappConnectionSchema>(),
  }),
  connectWhatsapp: defineEndpoint({
    method: 'PUT',
    path: `${base}/whatsapp`,
    body: schemaType<typeof connectWhatsappBodySchema>(),
    response: schemaType<typeof whatsappConnectionSchema>(),
  }),
  disconnectWhatsapp: defineEndpoint({
    method: 'DELETE',
    path: `${base}/whatsapp`,
    response: schemaType<typeof noContentSchema>(),
  }),
  /** Check the access token against the Graph API now (health). */
  checkWhatsapp: defineEndpoint({
    method: 'POST',
    path: `${base}/whatsapp/verificar`,
    response: schemaType<typeof whatsappConnectionSchema>(),
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: `${base}/whatsapp/modelos`,
    response: schemaType<typeof whatsappTemplatesSchema>(),
  }),
  syncTemplates: defineEndpoint({
    method: 'POST',
    path: `${base}/whatsapp/modelos/sincronizar`,
    response: schemaType<typeof whatsappTemplatesSchema>(),
  }),
};

/**
 * The public webhook Meta calls (not an app route): GET answers `hub.challenge` when
 * `hub.verify_token` is the connection's; POST needs `X-Hub-Signature-256` over the raw body.
 */
export const whatsappWebhookPath = (connectionId: string) => `/api/public/whatsapp/${connectionId}`;

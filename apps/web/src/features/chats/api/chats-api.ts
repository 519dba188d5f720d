import {
  chatsEndpoints as endpoints,
  type ConnectWhatsappBody,
  type ContactsQuery,
  type ConversationsQuery,
  type CreateContactBody,
  type CreateConversationBody,
  type UpdateContactBody,
  type UpdateConversationBody,
} from '@orbita/contracts/chats';
import { callApi, type RequestOptions } from '../../../platform/http';

type CannedBody = { shortcut: string; text: string };

/** `/api/app/comunicacao/...`, typed by the contracts (the conversation screen has its own calls). */
export const chatsApi = {
  conversations: (query: ConversationsQuery, options?: RequestOptions) =>
    callApi(endpoints.conversations, { query, ...options }),
  conversation: (id: string, options?: RequestOptions) =>
    callApi(endpoints.conversation, { params: { id }, ...options }),
  createConversation: (body: CreateConversationBody) =>
    callApi(endpoints.createConversation, { body }),
  updateConversation: (id: string, body: UpdateConversationBody) =>
    callApi(endpoints.updateConversation, { params: { id }, body }),
  unread: (options?: RequestOptions) => callApi(endpoints.unread, { ...options }),
  labels: (options?: RequestOptions) => callApi(endpoints.labels, { ...options }),

  contacts: (query: ContactsQuery, options?: RequestOptions) =>
    callApi(endpoints.contacts, { query, ...options }),
  contact: (id: string, options?: RequestOptions) =>
    callApi(endpoints.contact, { params: { id }, ...options }),
  createContact: (body: CreateContactBody) => callApi(endpoints.createContact, { body }),
  updateContact: (id: string, body: UpdateContactBody) =>
    callApi(endpoints.updateContact, { params: { id }, body }),
  removeContact: (id: string) => callApi(endpoints.removeContact, { params: { id } }),
  /** `sourceId` goes into `keepId` (its phones, e-mails, tags and conversations follow). */
  mergeContacts: (keepId: string, sourceId: string) =>
    callApi(endpoints.mergeContacts, { params: { id: keepId }, body: { sourceId } }),
  duplicates: (options?: RequestOptions) => callApi(endpoints.duplicates, { ...options }),
  importContacts: (format: 'csv' | 'vcard', text: string) =>
    callApi(endpoints.importContacts, { body: { format, text } }),
  /** The file's text (the endpoint answers text/csv or text/vcard). */
  exportContacts: async (format: 'csv' | 'vcard'): Promise<string> =>
    ((await callApi(endpoints.exportContacts, { query: { format } })) as unknown as
      string | undefined) ?? '',

  canned: (options?: RequestOptions) => callApi(endpoints.canned, { ...options }),
  createCanned: (body: CannedBody) => callApi(endpoints.createCanned, { body }),
  updateCanned: (id: string, body: Partial<CannedBody> & { version?: number }) =>
    callApi(endpoints.updateCanned, { params: { id }, body }),
  removeCanned: (id: string) => callApi(endpoints.removeCanned, { params: { id } }),

  whatsapp: (options?: RequestOptions) => callApi(endpoints.whatsapp, { ...options }),
  connectWhatsapp: (body: ConnectWhatsappBody) => callApi(endpoints.connectWhatsapp, { body }),
  disconnectWhatsapp: () => callApi(endpoints.disconnectWhatsapp, {}),
  checkWhatsapp: () => callApi(endpoints.checkWhatsapp, {}),
  templates: (options?: RequestOptions) => callApi(endpoints.templates, { ...options }),
  syncTemplates: () => callApi(endpoints.syncTemplates, {}),
};

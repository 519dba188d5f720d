import {
  chatsEndpoints as endpoints,
  type MessageToWorkBody,
  type SendMessageBody,
  type UpdateContactBody,
  type UpdateConversationBody,
} from '@orbita/contracts/chats';
import { flowEndpoints } from '@orbita/contracts/flow';
import { workspacesEndpoints } from '@orbita/contracts/workspaces';
import { callApi, type RequestOptions } from '../../../../platform/http';

/** The calls of the conversation screen (`/api/app/comunicacao/...`), typed by the contracts. */
export const conversationApi = {
  conversation: (id: string, options?: RequestOptions) =>
    callApi(endpoints.conversation, { params: { id }, ...options }),
  update: (id: string, body: UpdateConversationBody) =>
    callApi(endpoints.updateConversation, { params: { id }, body }),
  /** Neither `before` nor `after`: the newest page. */
  messages: (
    id: string,
    query: { before?: number; after?: number; limit?: number },
    options?: RequestOptions,
  ) => callApi(endpoints.messages, { params: { id }, query, ...options }),
  send: (id: string, body: SendMessageBody) => callApi(endpoints.send, { params: { id }, body }),
  retry: (messageId: string) => callApi(endpoints.retry, { params: { id: messageId } }),
  react: (messageId: string, emoji: string) =>
    callApi(endpoints.react, { params: { id: messageId }, body: { emoji } }),
  toWork: (messageId: string, body: MessageToWorkBody) =>
    callApi(endpoints.toWork, { params: { id: messageId }, body }),
  read: (id: string, seq: number) =>
    callApi(endpoints.readConversation, { params: { id }, body: { seq } }),
  typing: (id: string) => callApi(endpoints.typing, { params: { id } }),

  canned: (options?: RequestOptions) => callApi(endpoints.canned, { ...options }),
  templates: (options?: RequestOptions) => callApi(endpoints.templates, { ...options }),

  contact: (id: string, options?: RequestOptions) =>
    callApi(endpoints.contact, { params: { id }, ...options }),
  updateContact: (id: string, body: UpdateContactBody) =>
    callApi(endpoints.updateContact, { params: { id }, body }),
  contactConversations: (contactId: string, options?: RequestOptions) =>
    callApi(endpoints.conversations, {
      query: { contactId, status: 'any', kind: 'whatsapp' },
      ...options,
    }),
  labels: (options?: RequestOptions) => callApi(endpoints.labels, { ...options }),

  members: (workspaceId: string, options?: RequestOptions) =>
    callApi(workspacesEndpoints.members, { params: { workspaceId }, ...options }),
  teams: (workspaceId: string, options?: RequestOptions) =>
    callApi(workspacesEndpoints.teams, { params: { workspaceId }, ...options }),
  taskLists: (options?: RequestOptions) => callApi(flowEndpoints.lists, { ...options }),
};

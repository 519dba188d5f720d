import type {
  CannedResponse,
  ConnectWhatsappBody,
  CreateContactBody,
  CreateConversationBody,
  UpdateContactBody,
  UpdateConversationBody,
  WhatsappConnection,
} from '@orbita/contracts/chats';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshInbox, writeConversation } from './cache';
import { chatsApi } from './chats-api';
import { chatsQueries } from './queries';

/** The contact lists, the duplicates and (names, phones) the inbox's rows: read again. */
function refreshContacts(client: QueryClient, withInbox = false): void {
  void client.invalidateQueries({ queryKey: chatsQueries.contactsAll() });
  if (withInbox) refreshInbox(client);
}

export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConversationBody) => chatsApi.createConversation(body),
    onSuccess: (conversation) => {
      client.setQueryData(chatsQueries.conversation(conversation.id).queryKey, conversation);
      refreshInbox(client);
    },
  });
}

/** Assignment, status, labels: the answer goes into the lists; the totals are read again. */
export function useUpdateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateConversationBody }) =>
      chatsApi.updateConversation(id, body),
    onSuccess: (conversation) => {
      writeConversation(client, conversation);
      // It may have left a filter (Minhas, Sem responsável, Abertas).
      refreshInbox(client);
    },
  });
}

export function useCreateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContactBody) => chatsApi.createContact(body),
    onSuccess: () => refreshContacts(client),
  });
}

export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateContactBody }) =>
      chatsApi.updateContact(id, body),
    onSuccess: (contact) => {
      client.setQueryData(chatsQueries.contact(contact.id).queryKey, contact);
      refreshContacts(client, true);
    },
  });
}

/** Its conversations go with it: the inbox is read again too. */
export function useDeleteContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => chatsApi.removeContact(id),
    onSuccess: (_none, id) => {
      client.removeQueries({ queryKey: chatsQueries.contact(id).queryKey });
      refreshContacts(client, true);
    },
  });
}

export function useMergeContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ keepId, sourceId }: { keepId: string; sourceId: string }) =>
      chatsApi.mergeContacts(keepId, sourceId),
    onSuccess: (_kept, { sourceId }) => {
      client.removeQueries({ queryKey: chatsQueries.contact(sourceId).queryKey });
      refreshContacts(client, true);
    },
  });
}

export function useImportContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ format, text }: { format: 'csv' | 'vcard'; text: string }) =>
      chatsApi.importContacts(format, text),
    onSuccess: () => refreshContacts(client, true),
  });
}

function setCanned(client: QueryClient, change: (items: CannedResponse[]) => CannedResponse[]) {
  client.setQueryData(chatsQueries.canned().queryKey, (data) =>
    data ? { items: change(data.items) } : data,
  );
  void client.invalidateQueries({ queryKey: chatsQueries.canned().queryKey });
}

export function useSaveCanned() {
  const client = useQueryClient();
  return useMutation({
    // An edit names the version it was made on: another member's newer save answers 409.
    mutationFn: ({
      id,
      shortcut,
      text,
      version,
    }: {
      id: string | null;
      shortcut: string;
      text: string;
      version?: number;
    }) =>
      id
        ? chatsApi.updateCanned(id, { shortcut, text, version })
        : chatsApi.createCanned({ shortcut, text }),
    onSuccess: (saved) =>
      setCanned(client, (items) => [...items.filter((c) => c.id !== saved.id), saved]),
  });
}

export function useDeleteCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => chatsApi.removeCanned(id),
    onSuccess: (_none, id) => setCanned(client, (items) => items.filter((c) => c.id !== id)),
  });
}

function writeConnection(client: QueryClient, connection: WhatsappConnection) {
  client.setQueryData(chatsQueries.whatsapp().queryKey, connection);
}

export function useConnectWhatsapp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectWhatsappBody) => chatsApi.connectWhatsapp(body),
    onSuccess: (connection) => {
      writeConnection(client, connection);
      void client.invalidateQueries({ queryKey: chatsQueries.templates().queryKey });
    },
  });
}

export function useCheckWhatsapp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => chatsApi.checkWhatsapp(),
    onSuccess: (connection) => writeConnection(client, connection),
  });
}

export function useDisconnectWhatsapp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => chatsApi.disconnectWhatsapp(),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatsQueries.whatsapp().queryKey });
      client.removeQueries({ queryKey: chatsQueries.templates().queryKey });
    },
  });
}

export function useSyncTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => chatsApi.syncTemplates(),
    onSuccess: (templates) => client.setQueryData(chatsQueries.templates().queryKey, templates),
  });
}

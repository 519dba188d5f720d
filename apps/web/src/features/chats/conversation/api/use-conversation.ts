import type { Conversation, UpdateConversationBody } from '@orbita/contracts/chats';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../../platform/toasts';
import { conversationApi } from './conversation-api';
import { conversationKeys } from './keys';

export function useConversation(id: string) {
  return useQuery({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => conversationApi.conversation(id, { signal }),
  });
}

/**
 * Assignment, team, labels, status: the answer goes into the cache at once (the inbox list
 * refreshes from the realtime nudge). Sent with the version shown, so two people assigning at
 * once do not overwrite each other silently: the server's pt-BR conflict message is shown.
 */
export function useUpdateConversation(conversation: Conversation | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<UpdateConversationBody, 'version'>) =>
      conversationApi.update(conversation!.id, { ...body, version: conversation!.version }),
    onSuccess: (next) => {
      client.setQueryData(conversationKeys.detail(next.id), next);
      void client.invalidateQueries({ queryKey: [conversationKeys.detail(next.id)[0], 'list'] });
    },
    onError: (error: Error) => {
      notify.error(error.message);
      if (conversation)
        void client.invalidateQueries({ queryKey: conversationKeys.detail(conversation.id) });
    },
  });
}

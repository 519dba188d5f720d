import type { Conversation } from '@orbita/contracts/chats';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAppState } from '../../../../platform/session/app-state';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';
import { useUpdateConversation } from '../api/use-conversation';

/** Which team answers this conversation (the inbox's "Equipe" filter), or none. */
export function TeamPicker({
  conversation,
  disabled,
}: {
  conversation: Conversation;
  disabled: boolean;
}) {
  const workspaceId = useAppState().data?.workspaceId ?? null;
  const teams = useQuery({
    queryKey: conversationKeys.teams(workspaceId ?? ''),
    queryFn: ({ signal }) => conversationApi.teams(workspaceId!, { signal }),
    enabled: !!workspaceId,
    staleTime: 60_000,
  });
  const update = useUpdateConversation(conversation);
  const current = conversation.team;
  const options = teams.data ?? [];
  const known = !current || options.some((t) => t.id === current.id);
  return (
    <TextField
      select
      size="small"
      label="Equipe"
      value={current?.id ?? ''}
      disabled={disabled || update.isPending}
      onChange={(e) => update.mutate({ teamId: e.target.value || null })}
    >
      <MenuItem value="">Sem equipe</MenuItem>
      {!known && current && <MenuItem value={current.id}>{current.name}</MenuItem>}
      {options.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

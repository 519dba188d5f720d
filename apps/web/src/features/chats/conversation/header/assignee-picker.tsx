import type { Conversation } from '@orbita/contracts/chats';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAppState } from '../../../../platform/session/app-state';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';
import { useUpdateConversation } from '../api/use-conversation';

/** Who answers this conversation: a member of the workspace, or nobody. */
export function AssigneePicker({
  conversation,
  disabled,
}: {
  conversation: Conversation;
  disabled: boolean;
}) {
  const workspaceId = useAppState().data?.workspaceId ?? null;
  const members = useQuery({
    queryKey: conversationKeys.members(workspaceId ?? ''),
    queryFn: ({ signal }) => conversationApi.members(workspaceId!, { signal }),
    enabled: !!workspaceId,
    staleTime: 60_000,
  });
  const update = useUpdateConversation(conversation);
  const current = conversation.assignee;
  const options = members.data ?? [];
  const known = !current || options.some((m) => m.userId === current.id);

  return (
    <TextField
      select
      size="small"
      label="Responsável"
      value={current?.id ?? ''}
      disabled={disabled || update.isPending}
      onChange={(e) => update.mutate({ assigneeId: e.target.value || null })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">Sem responsável</MenuItem>
      {!known && current && <MenuItem value={current.id}>{current.name}</MenuItem>}
      {options.map((m) => (
        <MenuItem key={m.userId} value={m.userId}>
          {m.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

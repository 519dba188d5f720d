import { CONVERSATION_LABELS_MAX, type Conversation } from '@orbita/contracts/chats';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';
import { useUpdateConversation } from '../api/use-conversation';

/** The conversation's labels: pick one in use or type a new one (Enter). */
export function LabelsField({
  conversation,
  disabled,
}: {
  conversation: Conversation;
  disabled: boolean;
}) {
  const labels = useQuery({
    queryKey: conversationKeys.labels(),
    queryFn: ({ signal }) => conversationApi.labels({ signal }),
    staleTime: 60_000,
  });
  const update = useUpdateConversation(conversation);
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      disabled={disabled || update.isPending}
      options={(labels.data?.items ?? []).map((l) => l.name)}
      value={conversation.labels}
      onChange={(_, value) =>
        update.mutate({
          labels: [...new Set(value.map((v) => v.trim()).filter(Boolean))].slice(
            0,
            CONVERSATION_LABELS_MAX,
          ),
        })
      }
      renderValue={(value, getItemProps) =>
        value.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Etiquetas" placeholder="Nova etiqueta" />
      )}
    />
  );
}

import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { Contact } from '@orbita/contracts/chats';
import { useNavigate } from 'react-router';
import { notify } from '../../../platform/toasts';
import { useCreateConversation } from '../api/mutations';
import { chatPath } from '../lib/paths';

/** Conversar (opens or creates its WhatsApp conversation), Editar, Excluir. */
export function ContactActions({
  contact,
  canWrite,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const open = useCreateConversation();
  const navigate = useNavigate();
  const talk = () =>
    open.mutate(
      { kind: 'whatsapp', contactId: contact.id },
      {
        onSuccess: (conversation) => void navigate(chatPath(conversation.id)),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {canWrite && contact.phones.length > 0 && (
        <Tooltip title="Conversar no WhatsApp">
          <IconButton
            aria-label={`Conversar com ${contact.name}`}
            onClick={talk}
            loading={open.isPending}
          >
            <ChatOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canWrite && (
        <>
          <Tooltip title="Editar">
            <IconButton aria-label={`Editar ${contact.name}`} onClick={onEdit}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Excluir">
            <IconButton aria-label={`Excluir ${contact.name}`} onClick={onDelete}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Box>
  );
}

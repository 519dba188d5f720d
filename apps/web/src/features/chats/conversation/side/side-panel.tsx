import { conversationStatusLabels, type Conversation } from '@orbita/contracts/chats';
import Close from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { dayjs } from '../../../../platform/dates';
import { useCan } from '../../../../platform/session/app-state';
import { conversationApi } from '../api/conversation-api';
import { conversationKeys } from '../api/keys';
import { AssigneePicker } from '../header/assignee-picker';
import { TeamPicker } from '../header/team-picker';
import { ContactCard } from './contact-card';
import { LabelsField } from './labels-field';

/** "Detalhes": the contact, assignment, labels, status and the contact's other conversations. */
export function SidePanel({
  conversation,
  onClose,
}: {
  conversation: Conversation;
  onClose: () => void;
}) {
  const canWrite = useCan('content.write');
  const contactId = conversation.contact?.id ?? null;
  const others = useQuery({
    queryKey: conversationKeys.ofContact(contactId ?? ''),
    queryFn: ({ signal }) => conversationApi.contactConversations(contactId!, { signal }),
    enabled: !!contactId,
  });
  const otherItems = (others.data?.items ?? []).filter((o) => o.id !== conversation.id);

  return (
    <Box
      component="aside"
      aria-label="Detalhes da conversa"
      sx={{
        width: { xs: '100%', md: 320 },
        position: { xs: 'absolute', md: 'static' },
        inset: { xs: 0, md: 'auto' },
        zIndex: { xs: 3, md: 'auto' },
        bgcolor: 'background.paper',
        borderLeft: { md: 1 },
        borderColor: 'divider',
        overflowY: 'auto',
        p: 2,
        display: 'grid',
        alignContent: 'start',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Detalhes
        </Typography>
        <IconButton aria-label="Fechar os detalhes" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {contactId ? (
        <ContactCard contactId={contactId} canWrite={canWrite} />
      ) : (
        <Box>
          <Typography variant="subtitle2">Participantes</Typography>
          {conversation.participants.map((p) => (
            <Typography key={p.id} variant="body2">
              {p.name}
            </Typography>
          ))}
        </Box>
      )}
      {conversation.kind === 'whatsapp' && (
        <>
          <Divider />
          <Typography variant="body2">
            Situação: {conversationStatusLabels[conversation.status]}
          </Typography>
          <AssigneePicker conversation={conversation} disabled={!canWrite} />
          <TeamPicker conversation={conversation} disabled={!canWrite} />
          <LabelsField conversation={conversation} disabled={!canWrite} />
        </>
      )}
      {contactId && (
        <Box>
          <Typography variant="subtitle2">Outras conversas do contato</Typography>
          {otherItems.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nenhuma outra conversa.
            </Typography>
          ) : (
            <List dense disablePadding>
              {otherItems.map((o) => (
                <ListItem key={o.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/comunicacao/chat/${o.id}`}>
                        {o.lastMessage?.preview || o.title}
                      </Link>
                    }
                    secondary={`${conversationStatusLabels[o.status]} · ${dayjs(o.updatedAt).format('DD/MM/YYYY')}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      )}
    </Box>
  );
}

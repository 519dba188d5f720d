import type { Conversation } from '@orbita/contracts/chats';
import ArrowBack from '@mui/icons-material/ArrowBack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useCan } from '../../../../platform/session/app-state';
import { useUpdateConversation } from '../api/use-conversation';
import { AssigneePicker } from './assignee-picker';
import { conversationSubtitle, kindLabels } from './conversation-title';

/**
 * The conversation's title row: who (name, phone or members), kind, assignee, team, labels,
 * Resolver/Reabrir, and "Detalhes" for the side panel; a back arrow on phones.
 */
export function ConversationHeader({
  conversation,
  onBack,
  detailsOpen,
  onToggleDetails,
}: {
  conversation: Conversation;
  onBack?: () => void;
  detailsOpen: boolean;
  onToggleDetails: () => void;
}) {
  const canWrite = useCan('content.write');
  const update = useUpdateConversation(conversation);
  const closed = conversation.status === 'closed';
  const whatsapp = conversation.kind === 'whatsapp';

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {onBack && (
        <IconButton
          aria-label="Voltar para as conversas"
          onClick={onBack}
          sx={{ display: { md: 'none' } }}
        >
          <ArrowBack />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography variant="h6" component="h1" noWrap title={conversation.title}>
          {conversation.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {[
            kindLabels[conversation.kind],
            conversationSubtitle(conversation),
            conversation.team?.name,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      {conversation.labels.length > 0 && (
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5, flexWrap: 'wrap' }}>
          {conversation.labels.map((l) => (
            <Chip key={l} size="small" label={l} />
          ))}
        </Box>
      )}
      {whatsapp && <AssigneePicker conversation={conversation} disabled={!canWrite} />}
      {whatsapp && canWrite && (
        <Button
          size="small"
          variant={closed ? 'outlined' : 'contained'}
          disabled={update.isPending}
          onClick={() => update.mutate({ status: closed ? 'open' : 'closed' })}
        >
          {closed ? 'Reabrir' : 'Resolver'}
        </Button>
      )}
      <Tooltip title="Detalhes">
        <IconButton
          aria-label="Detalhes"
          aria-pressed={detailsOpen}
          onClick={onToggleDetails}
          color={detailsOpen ? 'primary' : 'default'}
        >
          <InfoOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

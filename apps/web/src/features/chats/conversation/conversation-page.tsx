import { Box } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ConversationView } from './conversation-view';

/**
 * `/comunicacao/chat/{id}`: one conversation. It fills its parent: the inbox's right pane from
 * md up, the whole screen below md (the inbox shell gives the height; the header's back arrow
 * returns to the list).
 */
export function ConversationPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  // Without an id the inbox shell shows the list (it never mounts this screen then).
  if (!id) return null;
  return (
    <Box sx={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <ConversationView key={id} id={id} onBack={() => void navigate('/comunicacao/chats')} />
    </Box>
  );
}

export default ConversationPage;

import { Box } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ConversationView } from './conversation-view';

/** `/comunicacao/chat/{id}`: one conversation, full screen (on phones the inbox opens it here). */
export function ConversationPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const back = () => void navigate('/comunicacao/chats');
  if (!id) {
    void navigate('/comunicacao/chats', { replace: true });
    return null;
  }
  return (
    <Box
      sx={{
        height: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 96px)' },
        minHeight: 360,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <ConversationView key={id} id={id} onBack={back} />
    </Box>
  );
}

export default ConversationPage;

import AddIcon from '@mui/icons-material/Add';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useScreenFill } from '../../../ui/use-screen-fill';
import { ConversationList } from './conversation-list';
import { InboxFilters } from './inbox-filters';
import { inboxQuery, useInboxFilters } from './use-inbox-filters';

// H4's conversation screen: its own chunk, loaded when a conversation opens.
const ConversationPage = lazy(async () => ({
  default: (await import('../conversation/conversation-page')).ConversationPage,
}));

// The dialog (member and contact pickers, phone formatting) loads when asked for.
const NewConversationDialog = lazy(async () => ({
  default: (await import('./new-conversation-dialog')).NewConversationDialog,
}));

function ConversationPane() {
  return (
    <Suspense
      fallback={
        <Box
          role="status"
          aria-label="Carregando a conversa"
          sx={{ display: 'grid', placeItems: 'center', height: '100%' }}
        >
          <CircularProgress />
        </Box>
      }
    >
      <ConversationPage />
    </Suspense>
  );
}

function NothingOpen() {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 1,
        height: '100%',
        p: 4,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <ForumOutlined aria-hidden sx={{ fontSize: 56, color: 'action.disabled' }} />
      <Typography variant="h6" component="p" color="text.primary">
        Escolha uma conversa
      </Typography>
      <Typography sx={{ maxWidth: 360 }}>
        Ela abre aqui, com a lista ao lado. Use ↑ e ↓ na lista e Enter para abrir.
      </Typography>
    </Box>
  );
}

export function NewConversationButton({
  whatsappAllowed,
  label = 'Nova conversa',
}: {
  whatsappAllowed: boolean;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NewConversationDialog onClose={() => setOpen(false)} whatsappAllowed={whatsappAllowed} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The inbox's page shell (the conversation inside the right pane is H4's): from md up two
 * panes — the filtered list on the left, the open conversation (or "Escolha uma conversa") on
 * the right, both filling the screen; on a phone the list alone, or the conversation alone
 * full screen (its header carries the back arrow).
 */
export function InboxLayout({
  selectedId,
  wide,
  canWrite,
}: {
  selectedId: string | null;
  wide: boolean;
  canWrite: boolean;
}) {
  const { filters, change, search } = useInboxFilters();
  const query = inboxQuery(filters);
  const [fillHeight, setFillElement] = useScreenFill<HTMLDivElement>({ xs: 200, md: 220 });
  const filtered = Object.keys(query).length > 0;

  const listPane = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <InboxFilters filters={filters} onChange={change} />
      <ConversationList
        query={query}
        search={search}
        selectedId={selectedId}
        filtered={filtered}
        emptyAction={
          canWrite && <NewConversationButton whatsappAllowed label="Começar uma conversa" />
        }
      />
    </Box>
  );

  if (!wide && selectedId)
    return (
      <Box ref={setFillElement} sx={{ height: fillHeight, minHeight: 420 }}>
        <ConversationPane />
      </Box>
    );

  return (
    <Paper
      ref={setFillElement}
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: wide
          ? { md: '340px minmax(0, 1fr)', lg: '400px minmax(0, 1fr)' }
          : '1fr',
        height: fillHeight,
        minHeight: 420,
        overflow: 'hidden',
      }}
    >
      <Box
        component="section"
        aria-label="Lista de conversas"
        sx={{ minHeight: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}
      >
        {listPane}
      </Box>
      {wide && (
        <Box component="section" aria-label="Conversa aberta" sx={{ minHeight: 0, minWidth: 0 }}>
          {selectedId ? <ConversationPane /> : <NothingOpen />}
        </Box>
      )}
    </Paper>
  );
}

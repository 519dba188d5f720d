import { Alert, Box, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { LoadingBlocks } from '../../../ui/query-states';
import { InboxLayout, NewConversationButton } from '../inbox/inbox-layout';
import { useChatsAccess } from '../lib/permissions';
import { chatTabLabels, chatTabs, tabPath, type ChatTab } from '../lib/paths';

// The other tabs load when opened: the inbox is what most visits want.
const ContactsTab = lazy(async () => ({
  default: (await import('../contacts/contacts-tab')).ContactsTab,
}));
const CannedTab = lazy(async () => ({
  default: (await import('../canned/canned-tab')).CannedTab,
}));
const WhatsappTab = lazy(async () => ({
  default: (await import('../whatsapp/whatsapp-tab')).WhatsappTab,
}));

function currentTab(value: string | null, admin: boolean): ChatTab {
  const tab = chatTabs.find((t) => t === value) ?? 'conversas';
  return tab === 'whatsapp' && !admin ? 'conversas' : tab;
}

/**
 * `/comunicacao/chats` (tabs in `?aba=`: Conversas, Contatos, Respostas prontas, WhatsApp for
 * Admins) and `/comunicacao/chat/{id}` (the inbox with that conversation open).
 */
export function ChatsPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const access = useChatsAccess();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const selectedId = id ?? null;
  const tab = selectedId ? 'conversas' : currentTab(params.get('aba'), access.admin);
  const shown = chatTabs.filter((t) => t !== 'whatsapp' || access.admin);

  // A phone with a conversation open: the conversation alone, full screen.
  if (selectedId && !wide)
    return <InboxLayout selectedId={selectedId} wide={false} canWrite={access.write} />;

  let body;
  if (!access.read)
    body = <Alert severity="info">Você não tem acesso às conversas deste espaço.</Alert>;
  else if (tab === 'conversas')
    body = <InboxLayout selectedId={selectedId} wide={wide} canWrite={access.write} />;
  else
    body = (
      <Suspense fallback={<LoadingBlocks label="Carregando" height={56} count={4} />}>
        {tab === 'contatos' && <ContactsTab />}
        {tab === 'respostas' && <CannedTab />}
        {tab === 'whatsapp' && <WhatsappTab />}
      </Suspense>
    );

  return (
    <Box sx={{ maxWidth: 1800 }}>
      <PageHeader
        title="Chats"
        subtitle="Comunicação"
        actions={
          tab === 'conversas' &&
          access.write && <NewConversationButton whatsappAllowed={access.write} />
        }
      />
      <Tabs
        value={tab}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Seções de chats"
        sx={{ mb: 2, mt: -1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {shown.map((t) => (
          <Tab
            key={t}
            value={t}
            id={`chats-tab-${t}`}
            aria-controls="chats-panel"
            label={chatTabLabels[t]}
            component={Link}
            to={tabPath(t)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="chats-panel" aria-labelledby={`chats-tab-${tab}`}>
        {body}
      </Box>
    </Box>
  );
}

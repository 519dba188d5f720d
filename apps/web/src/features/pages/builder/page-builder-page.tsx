import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import type { Page } from '@orbita/contracts/pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReviewPanel } from '../../../platform/review';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';
import { useCan } from '../../../platform/session/app-state';
import { SaveAsStructureButton } from '../../../platform/structures/save-as-structure';
import { PageLoading } from '../../../ui/page-loading';
import { EmptyState } from '../../../ui/query-states';
import { pagesQueries } from '../api/queries';
import { PageChips } from '../shared/labels';
import { BlockList } from './block-list';
import { PreviewPane } from './preview-pane';
import { PublishActions } from './publish-actions';
import { SaveIndicator } from './save-indicator';
import { NexosPanel } from '../../../platform/nexos';
import { SettingsPanel } from './settings-panel';
import { usePageDraft } from './use-page-draft';

type Panel = 'blocks' | 'settings' | 'review';

function Builder({ page }: { page: Page }) {
  const canWrite = useCan('content.write', 'publishing');
  const canManage = useCan('structure.manage', 'publishing');
  const readOnly = !canWrite;
  const draft = usePageDraft(page);
  const [panel, setPanel] = useState<Panel>('blocks');
  // The cached page (kept current by saves and realtime) says whether the live copy differs.
  const cached = useQuery({ ...pagesQueries.detail(page.id), initialData: page }).data;

  return (
    <Box>
      {draft.dialog}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, mb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <Tooltip title="Voltar às páginas">
            <IconButton component={Link} to="/produto/paginas" aria-label="Voltar às páginas">
              <ArrowBack />
            </IconButton>
          </Tooltip>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" noWrap title={draft.draft.title}>
              {draft.draft.title || 'Página sem título'}
            </Typography>
            <PageChips
              status={cached.status}
              visibility={cached.visibility}
              unpublished={cached.publishedAt !== null && cached.hasUnpublishedChanges}
              hidden={cached.hiddenAt !== null}
            />
          </Box>
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          useFlexGap
        >
          {!readOnly && <SaveIndicator state={draft.state} problem={draft.problem} />}
          {canManage && (
            <PublishActions
              page={cached}
              flush={draft.flush}
              version={draft.version}
              onDone={draft.acceptPublished}
            />
          )}
          {canManage && (
            <SaveAsStructureButton
              kind="pagina"
              recordId={page.id}
              recordName={draft.draft.title || 'Página sem título'}
            />
          )}
        </Stack>
      </Stack>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Você pode ver esta página, mas não editá-la.
        </Alert>
      )}
      {cached.hiddenAt && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Oculta pela moderação{cached.hiddenReason ? `: ${cached.hiddenReason}` : ''}. Ninguém fora
          da conta a vê.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Tabs
            value={panel}
            onChange={(_e, next: Panel) => setPanel(next)}
            aria-label="Partes do construtor"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2 }}
          >
            <Tab value="blocks" label="Blocos" />
            <Tab value="settings" label="Configurações" />
            <Tab value="review" label="Revisão" />
          </Tabs>
          {panel === 'blocks' && (
            <BlockList
              blocks={draft.draft.blocks}
              readOnly={readOnly}
              onChange={(blocks) => draft.change('blocks', blocks)}
            />
          )}
          {panel === 'settings' && (
            <SettingsPanel
              draft={draft.draft}
              readOnly={readOnly}
              canManage={canManage}
              onChange={draft.change}
            />
          )}
          {panel === 'settings' && <NexosPanel kind="pagina" id={page.id} card />}
          {panel === 'review' && <ReviewPanel kind="page" recordId={page.id} />}
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 }}
        >
          <PreviewPane pageId={page.id} revision={draft.saved} />
        </Paper>
      </Box>
    </Box>
  );
}

/** `/produto/pagina/:id`: the block builder of one page, its settings and live preview. */
export default function PageBuilderPage() {
  const { id = '' } = useParams();
  const page = useQuery({ ...pagesQueries.detail(id), enabled: !!id });
  if (!id)
    return (
      <EmptyState
        icon={<SearchOffOutlined />}
        title="Escolha uma página."
        action={
          <Button component={Link} to="/produto/paginas" variant="outlined">
            Ver as páginas
          </Button>
        }
      >
        Abra uma página da lista para editá-la.
      </EmptyState>
    );
  if (page.isPending) return <PageLoading />;
  // A 404 may mean the page lives in another of my workspaces: the switch is offered.
  if (page.isError)
    return (
      <RecordElsewhere
        kind="pagina"
        id={id}
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  // Keyed by id: another page starts from its own draft.
  return <Builder key={page.data.id} page={page.data} />;
}

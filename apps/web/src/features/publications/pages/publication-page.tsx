import ArrowBack from '@mui/icons-material/ArrowBack';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { PUBLICATION_TITLE_MAX, type Publication } from '@orbita/contracts/publications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReviewPanel } from '../../../platform/review';
import { useAppState, useCan } from '../../../platform/session/app-state';
import { EmptyState } from '../../../ui/query-states';
import { publicationsQueries } from '../api/queries';
import { HistoryDrawer } from '../history/history-drawer';
import { NexosButton } from '../../../platform/nexos';
import { PublicationPanel } from '../panel/publication-panel';
import { SavingText } from '../panel/saving-text';
import { usePublicationSave, type PublicationSave } from '../panel/use-publication-save';
import { PublicationNotFound } from './publication-not-found';
import { StatusChip, UnpublishedChip } from './status-chips';

const LIST = '/universo/publicacoes';

// The body editor (TipTap, ProseMirror, Yjs: most of this screen's code) is its own chunk,
// fetched while the title and the panel already show, so they never wait for it.
const PublicationBodyEditor = lazy(() =>
  import('../editor').then((m) => ({ default: m.PublicationBodyEditor })),
);

/** `/universo/publicacao/{id}`: one publication in the editor, with its side panel. */
export default function PublicationPage() {
  const { id } = useParams();
  if (!id)
    return (
      <EmptyState
        icon={<ArticleOutlined />}
        title="Escolha uma publicação"
        action={
          <Button component={Link} to={LIST} variant="contained">
            Ver publicações
          </Button>
        }
      >
        Abra uma publicação para escrevê-la.
      </EmptyState>
    );
  return <PublicationScreen key={id} id={id} />;
}

function useMembers() {
  const workspaceId = useAppState().data?.workspaceId;
  const members = useQuery({
    ...publicationsQueries.members(workspaceId ?? ''),
    enabled: !!workspaceId,
  });
  const byId = useMemo(
    () => new Map((members.data ?? []).map((m) => [m.userId, m.name] as const)),
    [members.data],
  );
  const nameOf = useCallback((id: string) => byId.get(id), [byId]);
  return { list: members.data ?? [], loading: members.isPending, nameOf };
}

/** The big title above the body: saves when it loses focus or on Enter. */
function TitleField({
  item,
  save,
  readOnly,
}: {
  item: Publication;
  save: PublicationSave;
  readOnly: boolean;
}) {
  return (
    <SavingText
      label="Título"
      value={item.title}
      version={item.version}
      required
      readOnly={readOnly}
      maxLength={PUBLICATION_TITLE_MAX}
      onSave={(title, version) => save({ title }, version)}
      sx={{ '& .MuiInputBase-input': { fontSize: { xs: 22, md: 30 }, fontWeight: 600 } }}
    />
  );
}

function PublicationScreen({ id }: { id: string }) {
  const query = useQuery({
    ...publicationsQueries.detail(id),
    // Body edits (the collaboration room) publish no metadata event: while it is live, the
    // "alterações não publicadas" flag is read again now and then.
    refetchInterval: (q) => (q.state.data?.status === 'production' ? 15_000 : false),
  });
  const canWrite = useCan('content.write', 'publishing');
  const canManage = useCan('structure.manage', 'publishing');
  const members = useMembers();
  const item = query.data;
  const { save, dialog } = usePublicationSave(item, members.nameOf);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [panelOpen, setPanelOpen] = useState(false);
  const [history, setHistory] = useState(false);
  const title = item?.title ?? 'Publicação';
  useEffect(() => {
    document.title = `${title} · Orbita`;
  }, [title]);

  const notFound = (
    <PublicationNotFound id={id} error={query.error} onRetry={() => void query.refetch()} />
  );
  if (query.isError) return notFound;

  const panel = item && (
    <PublicationPanel
      item={item}
      members={members.list}
      membersLoading={members.loading}
      canWrite={canWrite}
      canManage={canManage}
      save={save}
      review={<ReviewPanel kind="publication" recordId={item.id} />}
    />
  );
  return (
    <Box sx={{ maxWidth: 1600 }}>
      {dialog}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
      >
        <IconButton component={Link} to={LIST} aria-label="Voltar às publicações">
          <ArrowBack />
        </IconButton>
        {item ? (
          <>
            <StatusChip status={item.status} />
            {item.hasUnpublishedChanges && <UnpublishedChip />}
          </>
        ) : (
          <Skeleton width={120} />
        )}
        <Box sx={{ flex: 1 }} />
        {item && <NexosButton kind="publicacao" id={item.id} name={title} />}
        <Button startIcon={<HistoryOutlined />} onClick={() => setHistory(true)}>
          Histórico
        </Button>
        {!wide && (
          <Button
            variant="outlined"
            startIcon={<TuneOutlined />}
            onClick={() => setPanelOpen(true)}
            disabled={!item}
          >
            Detalhes
          </Button>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) 360px',
            xl: 'minmax(0, 1fr) 400px',
          },
          alignItems: 'start',
        }}
      >
        <Box
          component="section"
          aria-label="Título e texto"
          sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {item ? (
            <TitleField item={item} save={save} readOnly={!canWrite} />
          ) : (
            <Skeleton variant="rounded" height={56} />
          )}
          <Suspense
            fallback={<Skeleton variant="rounded" height={320} aria-label="Carregando o editor" />}
          >
            <PublicationBodyEditor publicationId={id} readOnly={!canWrite} notFound={notFound} />
          </Suspense>
        </Box>
        {wide && (
          <Paper
            component="aside"
            variant="outlined"
            aria-label="Detalhes da publicação"
            sx={{
              p: 2,
              position: 'sticky',
              top: 80,
              maxHeight: 'calc(100vh - 100px)',
              overflowY: 'auto',
            }}
          >
            {panel ?? <Skeleton variant="rounded" height={320} />}
          </Paper>
        )}
      </Box>
      {!wide && (
        <Drawer
          anchor="right"
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          sx={{ zIndex: (t) => t.zIndex.modal }}
          slotProps={{ paper: { sx: { width: '100%', maxWidth: 420, p: 2 } } }}
          aria-label="Detalhes da publicação"
        >
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
            <Button onClick={() => setPanelOpen(false)}>Fechar</Button>
          </Stack>
          {panel}
        </Drawer>
      )}
      {history && (
        <HistoryDrawer
          publicationId={id}
          canWrite={canWrite}
          memberName={members.nameOf}
          onClose={() => setHistory(false)}
        />
      )}
    </Box>
  );
}

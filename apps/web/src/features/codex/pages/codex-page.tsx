import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Box,
  Button,
  Drawer,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CodexDetail } from '@orbita/contracts/codex';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/query-states';
import { RoleLimitNote } from '../../../ui/role-limit-note';
import { exportCodex } from '../api/files';
import { useCreateEntry, useDeleteCodex, useMoveEntry, useUpdateCodex } from '../api/mutations';
import { codexQueries } from '../api/queries';
import { EntryPane, type EntryLinks } from '../entry/entry-pane';
import { SearchBox } from '../search/search-box';
import { NexosButton } from '../../../platform/nexos';
import { ImportDialog } from '../transfer/import-dialog';
import { EntryTree } from '../tree/entry-tree';
import { ancestorsOf, childrenOf, type TreePlace } from '../tree/tree-model';
import { CodexFormDialog } from './codex-form-dialog';
import { CodexIcon, entryPath } from './codex-icon';

const LIST = '/codex/codices';
const NEW_TITLE = 'Sem título';

function CodexMenu({
  codex,
  canWrite,
  canManage,
  onImport,
  onEdit,
  onDelete,
}: {
  codex: CodexDetail;
  canWrite: boolean;
  canManage: boolean;
  onImport: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton aria-label="Ações do códex" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={run(() => {
            notify.info('Preparando o arquivo .zip…');
            exportCodex(codex.id, codex.name).catch((e: Error) => notify.error(e.message));
          })}
        >
          <ListItemIcon>
            <FileDownloadOutlined fontSize="small" />
          </ListItemIcon>
          Exportar (.zip)
        </MenuItem>
        {canWrite && (
          <MenuItem onClick={run(onImport)}>
            <ListItemIcon>
              <UploadFileOutlined fontSize="small" />
            </ListItemIcon>
            Importar Markdown
          </MenuItem>
        )}
        {canManage && (
          <MenuItem onClick={run(onEdit)}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            Editar códex
          </MenuItem>
        )}
        {canManage && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteOutline fontSize="small" color="error" />
            </ListItemIcon>
            Excluir códex
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

/** `/codex/codex/{id}`: a knowledge base — its page tree on the left, one page on the right. */
export function CodexPage() {
  const { id } = useParams();
  if (!id)
    return (
      <EmptyState
        icon={<AutoStoriesOutlined />}
        title="Escolha um códex"
        action={
          <Button component={Link} to={LIST} variant="contained">
            Ver códices
          </Button>
        }
      >
        Abra um códex para ler e escrever as páginas dele.
      </EmptyState>
    );
  return <CodexScreen key={id} id={id} />;
}

function CodexScreen({ id }: { id: string }) {
  const detail = useQuery(codexQueries.detail(id));
  const [params, setParams] = useSearchParams();
  const entryId = params.get('entrada');
  const navigate = useNavigate();
  const canWrite = useCan('content.write', 'structures');
  const canManage = useCan('structure.manage', 'structures');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [treeOpen, setTreeOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [justCreated, setJustCreated] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [dialog, setDialog] = useState<'import' | 'edit' | 'delete' | null>(null);
  const createEntry = useCreateEntry(id);
  const moveEntry = useMoveEntry();
  const updateCodex = useUpdateCodex(id);
  const deleteCodex = useDeleteCodex();

  const codex = detail.data;
  const entries = useMemo(() => codex?.entries ?? [], [codex]);
  const title = codex?.name ?? 'Códex';
  useEffect(() => {
    document.title = `${title} · Orbita`;
  }, [title]);

  const open = useCallback(
    (entry: string, replace = false) => {
      setParams(
        (p) => {
          p.set('entrada', entry);
          return p;
        },
        { replace },
      );
      setTreeOpen(false);
    },
    [setParams],
  );

  // Without a page in the address (or with one that is gone) the first page shows.
  const first = childrenOf(entries).get(null)?.[0];
  const current = entries.find((e) => e.id === entryId) ?? first;
  const shownId = current?.id ?? null;

  // The way to the page shown is expanded, once for each page opened (the person may then
  // collapse it): state adjusted while rendering, React's pattern for derived state.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  if (shownId && expandedFor !== shownId && codex) {
    setExpandedFor(shownId);
    const up = ancestorsOf(entries, shownId);
    if (up.some((a) => !expanded.has(a))) setExpanded(new Set([...expanded, ...up]));
  }

  const setOpen = useCallback((entry: string, isOpen: boolean) => {
    setExpanded((s) => {
      if (s.has(entry) === isOpen) return s;
      const next = new Set(s);
      if (isOpen) next.add(entry);
      else next.delete(entry);
      return next;
    });
  }, []);

  const newPage = (parentId: string | null) =>
    createEntry.mutateAsync({ title: NEW_TITLE, ...(parentId ? { parentId } : {}) }).then(
      (entry) => {
        if (parentId) setOpen(parentId, true);
        setJustCreated(entry.id);
        open(entry.id);
      },
      (e: Error) => notify.error(e.message),
    );

  const move = (entry: string, place: TreePlace) => {
    const summary = entries.find((e) => e.id === entry);
    if (!summary) return;
    moveEntry
      .mutateAsync({
        entryId: entry,
        body: { version: summary.version, parentId: place.parentId, index: place.index },
      })
      .catch((e: Error) => {
        notify.error(e.message);
        void detail.refetch();
      });
  };

  const parentOfCurrent = current?.parentId ?? null;
  const links: EntryLinks = useMemo(
    () => ({
      targets: () => entries,
      titleOf: (e) => entries.find((x) => x.id === e)?.title,
      hrefOf: (e) => entryPath(id, e),
      onOpen: (e) => open(e),
      createPage: (pageTitle) =>
        createEntry
          .mutateAsync({
            title: pageTitle,
            ...(parentOfCurrent ? { parentId: parentOfCurrent } : {}),
          })
          .then(
            (entry) => {
              notify.success(`Página “${entry.title}” criada.`);
              return { id: entry.id, title: entry.title };
            },
            (e: Error) => {
              notify.error(e.message);
              return null;
            },
          ),
    }),
    [id, open, createEntry, parentOfCurrent, entries],
  );

  if (detail.isError)
    return (
      <RecordElsewhere
        kind="codex"
        id={id}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );

  const tree = (
    <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <SearchBox
        codexId={id}
        label="Buscar neste códex"
        onActive={setSearching}
        onOpen={(hit) => open(hit.entryId)}
      />
      {!searching && (
        <>
          {canWrite && (
            <Button
              variant="outlined"
              startIcon={<Add />}
              onClick={() => void newPage(null)}
              disabled={!codex || createEntry.isPending}
              sx={{ justifySelf: 'start' }}
            >
              Nova página
            </Button>
          )}
          {!codex ? (
            <Box role="status" aria-label="Carregando as páginas">
              <Skeleton height={32} />
              <Skeleton height={32} width="80%" />
              <Skeleton height={32} width="60%" />
            </Box>
          ) : entries.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
              Nenhuma página ainda.
            </Typography>
          ) : (
            <EntryTree
              entries={entries}
              selectedId={shownId}
              expanded={expanded}
              onExpandedChange={setOpen}
              onOpen={(e) => open(e)}
              onCreate={canWrite ? (parentId) => void newPage(parentId) : null}
              onMove={canWrite ? move : null}
              onRefused={(message) => notify.error(message)}
            />
          )}
        </>
      )}
    </Box>
  );

  let main;
  if (!codex) main = <Skeleton variant="rounded" height={400} aria-label="Carregando o códex" />;
  else if (entries.length === 0)
    main = (
      <EmptyState
        icon={<AutoStoriesOutlined />}
        title="Este códex ainda não tem páginas"
        action={
          canWrite ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" startIcon={<Add />} onClick={() => void newPage(null)}>
                Nova página
              </Button>
              <Button startIcon={<UploadFileOutlined />} onClick={() => setDialog('import')}>
                Importar Markdown
              </Button>
            </Stack>
          ) : (
            <RoleLimitNote doing="escrever páginas" />
          )
        }
      >
        Escreva a primeira página, ou traga arquivos Markdown. Para ligar páginas, digite [[ no
        texto e escolha uma página; ela mostra quem a cita em “Referências”.
      </EmptyState>
    );
  else if (shownId)
    main = (
      <EntryPane
        key={shownId}
        entryId={shownId}
        canWrite={canWrite}
        autoFocusTitle={justCreated === shownId}
        hasChildren={(childrenOf(entries).get(shownId)?.length ?? 0) > 0}
        links={links}
        onDeleted={() =>
          setParams(
            (p) => {
              p.delete('entrada');
              return p;
            },
            { replace: true },
          )
        }
      />
    );
  else main = <Skeleton variant="rounded" height={400} />;

  return (
    <Box sx={{ maxWidth: 1600 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
        <IconButton component={Link} to={LIST} aria-label="Voltar aos códices">
          <ArrowBack />
        </IconButton>
        {codex && wide ? <CodexIcon icon={codex.icon} size={24} /> : null}
        <Typography
          variant="h5"
          component="h1"
          noWrap
          sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
        >
          {codex ? codex.name : <Skeleton width={200} />}
        </Typography>
        {!wide && (
          <Button
            variant="outlined"
            startIcon={<AccountTreeOutlined />}
            onClick={() => setTreeOpen(true)}
          >
            Páginas
          </Button>
        )}
        {codex && <NexosButton kind="codex" id={codex.id} name={codex.name} />}
        {codex && (
          <CodexMenu
            codex={codex}
            canWrite={canWrite}
            canManage={canManage}
            onImport={() => setDialog('import')}
            onEdit={() => setDialog('edit')}
            onDelete={() => setDialog('delete')}
          />
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide && (
          <Paper
            component="nav"
            variant="outlined"
            aria-label="Páginas"
            sx={{
              p: 1.5,
              position: 'sticky',
              top: 80,
              maxHeight: 'calc(100vh - 100px)',
              overflowY: 'auto',
            }}
          >
            {tree}
          </Paper>
        )}
        <Box component="section" aria-label="Página" sx={{ minWidth: 0 }}>
          {main}
        </Box>
      </Box>
      {!wide && (
        <Drawer
          anchor="left"
          open={treeOpen}
          onClose={() => setTreeOpen(false)}
          // Above the app's fixed bar, like every drawer of a screen.
          sx={{ zIndex: (t) => t.zIndex.modal }}
          slotProps={{ paper: { sx: { width: '88%', maxWidth: 360, p: 1.5 } } }}
        >
          <Box component="nav" aria-label="Páginas">
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
            >
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Páginas
              </Typography>
              <Button onClick={() => setTreeOpen(false)}>Fechar</Button>
            </Stack>
            {tree}
          </Box>
        </Drawer>
      )}
      {dialog === 'import' && (
        <ImportDialog codexId={id} onClose={() => setDialog(null)} onOpen={(e) => open(e)} />
      )}
      {dialog === 'edit' && codex && (
        <CodexFormDialog
          codex={codex}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            updateCodex.mutateAsync({ ...values, version: codex.version }).then(() => {
              setDialog(null);
              notify.success('Códex salvo.');
            })
          }
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={`Excluir o códex “${title}”?`}
        text="Todas as páginas dele, com o histórico, serão excluídas. Não dá para desfazer."
        busy={deleteCodex.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void deleteCodex.mutateAsync(id).then(
            () => {
              notify.success('Códex excluído.');
              void navigate(LIST);
            },
            (e: Error) => {
              setDialog(null);
              notify.error(e.message);
            },
          )
        }
      />
    </Box>
  );
}

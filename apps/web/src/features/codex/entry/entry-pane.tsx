import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { CODEX_ENTRY_TITLE_MAX, codexMessages, type CodexEntry } from '@orbita/contracts/codex';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { statusOf } from '../../../platform/http';
import { NexosPanel } from '../../../platform/nexos';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { exportEntry } from '../api/files';
import { useDeleteEntry } from '../api/mutations';
import { codexQueries } from '../api/queries';
import type { LinkTarget } from '../editor/link-suggestion';
import { Backlinks } from './backlinks';
import { HistoryDrawer } from './history-drawer';
import { useEntrySave, type SaveState } from './use-entry-save';

// The live editor (TipTap, ProseMirror, Yjs: most of this screen's code) is its own chunk,
// fetched while the tree and the title already show.
const LiveEntryBody = lazy(() => import('../editor').then((m) => ({ default: m.LiveEntryBody })));

export interface EntryLinks {
  /** This codex's entries (`[[` offers them; links show their current titles). */
  targets: () => readonly LinkTarget[];
  titleOf: (id: string) => string | undefined;
  hrefOf: (id: string) => string;
  onOpen: (id: string) => void;
  createPage: (title: string) => Promise<LinkTarget | null>;
}

const stateText: Record<SaveState, string> = {
  saved: 'Salvo',
  pending: 'Alterações não salvas',
  saving: 'Salvando…',
  conflict: 'Outra pessoa alterou esta página',
  error: 'Não foi possível salvar',
};

function EntryActions({
  entry,
  canWrite,
  onHistory,
  onDelete,
}: {
  entry: CodexEntry;
  canWrite: boolean;
  onHistory: () => void;
  onDelete: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button startIcon={<HistoryOutlined />} onClick={onHistory}>
        Histórico
      </Button>
      <IconButton aria-label="Ações da página" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={run(() => {
            exportEntry(entry.id, entry.title).catch((e: Error) => notify.error(e.message));
          })}
        >
          <ListItemIcon>
            <FileDownloadOutlined fontSize="small" />
          </ListItemIcon>
          Exportar página (.md)
        </MenuItem>
        {canWrite && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteOutline fontSize="small" color="error" />
            </ListItemIcon>
            Excluir página
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

function EntryView({
  entry,
  canWrite,
  autoFocusTitle,
  links,
  hasChildren,
  onReset,
  onDeleted,
}: {
  entry: CodexEntry;
  canWrite: boolean;
  autoFocusTitle: boolean;
  links: EntryLinks;
  hasChildren: boolean;
  onReset: () => void;
  onDeleted: () => void;
}) {
  const saver = useEntrySave(entry, onReset);
  const [title, setTitle] = useState(entry.title);
  const [history, setHistory] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteEntry(entry.codexId);
  const titleError =
    title.trim() === ''
      ? codexMessages.titleRequired
      : title.trim().length > CODEX_ENTRY_TITLE_MAX
        ? codexMessages.titleTooLong
        : null;

  const onTitle = (value: string) => {
    setTitle(value);
    const t = value.trim();
    if (t !== '' && t.length <= CODEX_ENTRY_TITLE_MAX) saver.change({ title: t });
  };
  const del = () =>
    remove.mutateAsync(entry.id).then(
      () => {
        setConfirmDelete(false);
        notify.success('Página excluída.');
        onDeleted();
      },
      (e: Error) => {
        setConfirmDelete(false);
        notify.error(e.message);
      },
    );

  return (
    // A readable measure on wide screens: the text does not run the whole 1920 px.
    <Box component="article" aria-label={entry.title} sx={{ minWidth: 0, maxWidth: 980 }}>
      {saver.dialog}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', minHeight: 40 }}
      >
        {canWrite ? (
          <Typography
            variant="body2"
            role="status"
            color={saver.state === 'error' ? 'error' : 'text.secondary'}
          >
            {stateText[saver.state]}
          </Typography>
        ) : (
          <Chip size="small" label="Somente leitura" />
        )}
        {saver.state === 'error' && (
          <Button size="small" onClick={saver.retry}>
            Tentar de novo
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <EntryActions
          entry={entry}
          canWrite={canWrite}
          onHistory={() => {
            void saver.flush();
            setHistory(true);
          }}
          onDelete={() => setConfirmDelete(true)}
        />
      </Stack>
      <TextField
        variant="standard"
        fullWidth
        value={title}
        placeholder="Título"
        autoFocus={autoFocusTitle}
        onFocus={(e) => autoFocusTitle && e.target.select()}
        onChange={(e) => onTitle(e.target.value)}
        onBlur={() => void saver.flush()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void saver.flush();
            document
              .querySelector<HTMLElement>('[data-testid=codex-entry-body] .ProseMirror')
              ?.focus();
          }
        }}
        error={!!titleError}
        helperText={titleError ?? ' '}
        slotProps={{
          htmlInput: {
            'aria-label': 'Título da página',
            maxLength: CODEX_ENTRY_TITLE_MAX + 20,
            readOnly: !canWrite,
          },
          input: {
            disableUnderline: !canWrite,
            sx: { fontSize: { xs: 24, md: 32 }, fontWeight: 700 },
          },
        }}
      />
      <Suspense
        fallback={<Skeleton variant="rounded" height={320} aria-label="Carregando o editor" />}
      >
        <LiveEntryBody entryId={entry.id} readOnly={!canWrite} {...links} />
      </Suspense>
      <Backlinks backlinks={entry.backlinks} hrefOf={links.hrefOf} />
      <Box sx={{ mt: 3 }}>
        <NexosPanel kind="entrada-codex" id={entry.id} />
      </Box>
      {history && (
        <HistoryDrawer
          entryId={entry.id}
          title={entry.title}
          version={entry.version}
          canWrite={canWrite}
          onClose={() => setHistory(false)}
          onRestored={() => {
            setHistory(false);
            onReset();
          }}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={`Excluir a página “${entry.title}”?`}
        text={
          hasChildren
            ? 'A página e as subpáginas dela serão excluídas, com o histórico. Não dá para desfazer.'
            : 'A página e o histórico dela serão excluídos. Não dá para desfazer.'
        }
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void del()}
      />
    </Box>
  );
}

/**
 * The right pane of a codex: one entry — its title (saved as you type, versioned), its text
 * (edited live with everyone on the page: nothing to save, no conflict), the pages that cite
 * it ("Referências", refreshed as the server follows the text), its history and actions. A
 * restore or a discarded title conflict shows the entry again from the server's version.
 */
export function EntryPane({
  entryId,
  canWrite,
  autoFocusTitle,
  hasChildren,
  links,
  onDeleted,
}: {
  entryId: string;
  canWrite: boolean;
  autoFocusTitle: boolean;
  hasChildren: boolean;
  links: EntryLinks;
  onDeleted: () => void;
}) {
  const query = useQuery(codexQueries.entry(entryId));
  const [reset, setReset] = useState(0);
  const onReset = useCallback(() => setReset((n) => n + 1), []);
  if (query.isError)
    return statusOf(query.error) === 404 ? (
      <EmptyState icon={<SearchOffOutlined />} title="Página não encontrada">
        Ela pode ter sido excluída. Escolha outra página na árvore.
      </EmptyState>
    ) : (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!query.data)
    return (
      <Box role="status" aria-label="Carregando a página">
        <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  return (
    <EntryView
      key={`${entryId}:${reset}`}
      entry={query.data}
      canWrite={canWrite}
      autoFocusTitle={autoFocusTitle && reset === 0}
      links={links}
      hasChildren={hasChildren}
      onReset={onReset}
      onDeleted={onDeleted}
    />
  );
}

import ArrowBack from '@mui/icons-material/ArrowBack';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import {
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { CodexRevisionSummary } from '@orbita/contracts/codex';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { QueryError } from '../../../ui/query-states';
import { SideDrawer } from '../../../ui/side-drawer';
import { useRestoreRevision } from '../api/mutations';
import { codexQueries } from '../api/queries';

const EntryPreview = lazy(() => import('../editor').then((m) => ({ default: m.EntryPreview })));

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY [às] HH:mm');
const size = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'caractere' : 'caracteres'}`;

/** One revision's text, read only (the editor's schema renders it: nothing runs as HTML). */
function RevisionPreview({
  entryId,
  revision,
  canWrite,
  version,
  onBack,
  onRestored,
}: {
  entryId: string;
  revision: CodexRevisionSummary;
  canWrite: boolean;
  version: number;
  onBack: () => void;
  onRestored: () => void;
}) {
  const full = useQuery(codexQueries.revision(entryId, revision.id));
  const restore = useRestoreRevision(entryId);
  const [confirm, setConfirm] = useState(false);
  const run = () =>
    restore.mutateAsync({ revisionId: revision.id, version }).then(
      () => {
        setConfirm(false);
        notify.success(`Revisão ${revision.number} restaurada.`);
        onRestored();
      },
      (e: Error) => {
        setConfirm(false);
        notify.error(e.message);
      },
    );
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Revisões
        </Button>
        <Box sx={{ flex: 1 }} />
        {canWrite && (
          <Button
            variant="contained"
            startIcon={<RestoreOutlined />}
            onClick={() => setConfirm(true)}
            disabled={!full.data}
          >
            Restaurar esta revisão
          </Button>
        )}
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Revisão {revision.number}: {revision.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {revision.createdByName ?? 'Alguém'} · {when(revision.createdAt)}
      </Typography>
      {full.isError ? (
        <QueryError error={full.error} onRetry={() => void full.refetch()} />
      ) : !full.data ? (
        <Skeleton variant="rounded" height={200} aria-label="Carregando a revisão" />
      ) : (
        <Box role="region" aria-label={`Texto da revisão ${revision.number}`}>
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
            <EntryPreview body={full.data.body} />
          </Suspense>
        </Box>
      )}
      <ConfirmDialog
        open={confirm}
        title={`Restaurar a revisão ${revision.number}?`}
        text="O título e o texto da página voltam a ser os desta revisão. O texto atual fica guardado no histórico como uma revisão."
        confirmLabel="Restaurar"
        busy={restore.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() => void run()}
      />
    </Box>
  );
}

/**
 * "Histórico" of an entry: its saves, newest first (who, when, size); one opens read only,
 * with "Restaurar esta revisão" after a confirmation (a new save, so nothing is lost).
 */
export function HistoryDrawer({
  entryId,
  title,
  version,
  canWrite,
  onClose,
  onRestored,
}: {
  entryId: string;
  title: string;
  version: number;
  canWrite: boolean;
  onClose: () => void;
  onRestored: () => void;
}) {
  const list = useQuery(codexQueries.revisions(entryId));
  const [open, setOpen] = useState<CodexRevisionSummary | null>(null);
  return (
    <SideDrawer
      title={`Histórico — ${title}`}
      width={640}
      query={list}
      loadingLabel="Carregando o histórico"
      onClose={onClose}
    >
      {open ? (
        <RevisionPreview
          entryId={entryId}
          revision={open}
          canWrite={canWrite}
          version={version}
          onBack={() => setOpen(null)}
          onRestored={() => {
            setOpen(null);
            onRestored();
          }}
        />
      ) : list.data && list.data.items.length === 0 ? (
        <Typography color="text.secondary">
          Ainda não há revisões: cada vez que a página é salva, uma revisão fica guardada aqui.
        </Typography>
      ) : (
        <List aria-label="Revisões" dense>
          {(list.data?.items ?? []).map((r) => (
            <ListItemButton key={r.id} onClick={() => setOpen(r)} sx={{ borderRadius: 1 }}>
              <ListItemText
                primary={`Revisão ${r.number} — ${r.title}`}
                secondary={`${r.createdByName ?? 'Alguém'} · ${when(r.createdAt)} · ${size(r.size)}`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </SideDrawer>
  );
}

import { Box, Button, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { PublicationRevisionSummary } from '@orbita/contracts/publications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SideDrawer } from '../../../ui/side-drawer';
import { useRestoreRevision } from '../api/mutations';
import { publicationsQueries } from '../api/queries';
import { RevisionDiff } from './revision-diff';

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/**
 * "Histórico" of a publication: its published revisions (nº, who, when; the one on the air
 * marked), a chosen revision's word diff against the previous one or the draft, and
 * "Restaurar no rascunho" (Editor and up, after confirming): the draft everyone is editing goes
 * back to that revision; the public keeps reading the live one until the next publish.
 */
export function HistoryDrawer({
  publicationId,
  canWrite,
  memberName,
  onClose,
}: {
  publicationId: string;
  canWrite: boolean;
  memberName: (id: string) => string | undefined;
  onClose: () => void;
}) {
  const revisions = useQuery(publicationsQueries.revisions(publicationId));
  const restore = useRestoreRevision(publicationId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<PublicationRevisionSummary | null>(null);
  // Newest first, as the server lists them; "the previous" of one is the next in the list.
  const items = [...(revisions.data?.items ?? [])].sort((a, b) => b.number - a.number);
  const chosen = items.find((r) => r.id === chosenId) ?? items[0];
  const previous = chosen && items.find((r) => r.number === chosen.number - 1);

  return (
    <SideDrawer
      title="Histórico"
      width={560}
      query={revisions}
      loadingLabel="Carregando o histórico"
      onClose={onClose}
      after={
        <ConfirmDialog
          open={restoring !== null}
          title={`Restaurar a revisão ${restoring?.number ?? ''} no rascunho?`}
          text="O texto do rascunho volta a ficar como nesta revisão, para todos que o editam agora; o que foi escrito depois e não publicado sai do rascunho. A versão pública só muda quando alguém publicar."
          confirmLabel="Restaurar"
          busy={restore.isPending}
          onCancel={() => setRestoring(null)}
          onConfirm={() =>
            restoring &&
            restore.mutate(restoring.id, {
              onSuccess: () => {
                notify.success(`Revisão ${restoring.number} restaurada no rascunho.`);
                setRestoring(null);
              },
              onError: (error) => notify.error(error.message),
            })
          }
        />
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary">
          Nenhuma revisão publicada ainda. Cada vez que a publicação é publicada, uma revisão fica
          guardada aqui.
        </Typography>
      ) : (
        <>
          <List aria-label="Revisões publicadas" dense disablePadding>
            {items.map((r) => (
              <ListItemButton
                key={r.id}
                selected={r.id === chosen?.id}
                onClick={() => setChosenId(r.id)}
                divider
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      Revisão {r.number}
                      {r.live && <Chip size="small" color="success" label="No ar" />}
                    </Box>
                  }
                  secondary={`${(r.publishedBy && memberName(r.publishedBy)) || 'Alguém'} · ${when(r.publishedAt)}`}
                />
              </ListItemButton>
            ))}
          </List>
          {chosen && (
            <Box
              component="section"
              aria-label={`Revisão ${chosen.number}`}
              sx={{ display: 'grid', gap: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                  variant="subtitle2"
                  component="h3"
                  sx={{ flex: 1, overflowWrap: 'anywhere' }}
                >
                  Revisão {chosen.number}: {chosen.title}
                </Typography>
                {canWrite && (
                  <Button size="small" variant="outlined" onClick={() => setRestoring(chosen)}>
                    Restaurar no rascunho
                  </Button>
                )}
              </Box>
              <RevisionDiff
                key={chosen.id}
                publicationId={publicationId}
                revision={chosen}
                previous={previous}
              />
            </Box>
          )}
        </>
      )}
    </SideDrawer>
  );
}

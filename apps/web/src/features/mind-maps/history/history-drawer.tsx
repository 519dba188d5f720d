import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { MindMapSession, MindMapVersion } from '@orbita/contracts/mind-maps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { dayjs } from '../../../platform/dates';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { SideDrawer } from '../../../ui/side-drawer';
import { mindMapsApi } from '../api/mind-maps-api';
import { mindMapsQueries } from '../api/queries';

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/** "Ana editou 12 nós · 26/11/2026 14:03" (added, edited and removed nodes together). */
export function sessionText(session: MindMapSession): string {
  const who = session.person?.name ?? 'Alguém';
  const nodes = session.added + session.edited + session.removed;
  return `${who} editou ${nodes} ${nodes === 1 ? 'nó' : 'nós'} · ${when(session.startedAt)}`;
}

function sessionDetail(s: MindMapSession): string {
  const parts = [
    s.added && `${s.added} ${s.added === 1 ? 'adicionado' : 'adicionados'}`,
    s.edited && `${s.edited} ${s.edited === 1 ? 'alterado' : 'alterados'}`,
    s.removed && `${s.removed} ${s.removed === 1 ? 'removido' : 'removidos'}`,
  ].filter(Boolean);
  return parts.join(', ');
}

/**
 * "Histórico" of a map: named versions ("Salvar versão"; "Restaurar" after confirming — the
 * map goes back for everyone editing it, and a restore is itself undoable by restoring
 * another version) and the editing sessions, who changed how many nodes when. Mounted by the
 * editor's toolbar; Observador reads, Editor+ saves and restores.
 */
export function HistoryDrawer({ mapId, onClose }: { mapId: string; onClose: () => void }) {
  const client = useQueryClient();
  const canWrite = useCan('content.write');
  const versions = useQuery(mindMapsQueries.versions(mapId));
  const sessions = useQuery(mindMapsQueries.sessions(mapId));
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<MindMapVersion | null>(null);
  const save = useMutation({
    mutationFn: (versionName: string) => mindMapsApi.createVersion(mapId, versionName),
    onSuccess: (version) =>
      client.setQueryData(mindMapsQueries.versions(mapId).queryKey, (data) =>
        data ? { versions: [version, ...data.versions] } : data,
      ),
  });
  const restore = useMutation({
    mutationFn: (versionId: string) => mindMapsApi.restoreVersion(mapId, versionId),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: mindMapsQueries.sessions(mapId).queryKey }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Dê um nome à versão.');
    setProblem(null);
    save.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        notify.success(`Versão "${trimmed}" salva.`);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <SideDrawer
      title="Histórico"
      width={440}
      query={versions}
      loadingLabel="Carregando o histórico"
      onClose={onClose}
      after={
        <ConfirmDialog
          open={restoring !== null}
          title="Restaurar versão?"
          text={`O mapa volta a ficar como em "${restoring?.name ?? ''}" para todos que o editam. As alterações de agora continuam no histórico: salve uma versão antes se quiser voltar a elas.`}
          confirmLabel="Restaurar"
          busy={restore.isPending}
          onCancel={() => setRestoring(null)}
          onConfirm={() =>
            restoring &&
            restore.mutate(restoring.id, {
              onSuccess: () => {
                notify.success(`Versão "${restoring.name}" restaurada.`);
                setRestoring(null);
              },
              onError: (error) => notify.error(error.message),
            })
          }
        />
      }
    >
      {canWrite && (
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          aria-label="Salvar versão"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
        >
          <TextField
            size="small"
            fullWidth
            label="Nome da versão"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!problem}
            helperText={problem ?? undefined}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            sx={{ flexShrink: 0, minHeight: 40 }}
          >
            Salvar versão
          </Button>
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Versões
      </Typography>
      {versions.data?.versions.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Nenhuma versão salva ainda.
        </Typography>
      ) : (
        <List aria-label="Versões" dense>
          {versions.data?.versions.map((v) => (
            <ListItem
              key={v.id}
              divider
              secondaryAction={
                canWrite && (
                  <Tooltip title="Restaurar">
                    <IconButton
                      edge="end"
                      aria-label={`Restaurar ${v.name}`}
                      onClick={() => setRestoring(v)}
                    >
                      <RestoreOutlined />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={v.name}
                secondary={`${v.createdBy?.name ?? 'Alguém'} · ${when(v.createdAt)}`}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Quem alterou o quê
      </Typography>
      {sessions.isError ? (
        <Typography color="error" sx={{ my: 1 }}>
          {sessions.error.message}
        </Typography>
      ) : sessions.data?.sessions.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Ninguém editou este mapa ainda.
        </Typography>
      ) : (
        <List aria-label="Sessões de edição" dense>
          {sessions.data?.sessions.map((s) => (
            <ListItem key={s.id} divider>
              <ListItemText primary={sessionText(s)} secondary={sessionDetail(s)} />
            </ListItem>
          ))}
        </List>
      )}
    </SideDrawer>
  );
}

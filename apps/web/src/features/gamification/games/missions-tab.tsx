import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  goalKindLabels,
  missionStatuses,
  missionStatusLabels,
  recurrenceLabels,
  type Mission,
  type MissionStatus,
} from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useDeleteMission, useMissionStatus } from '../api/catalog-mutations';
import { useCan } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { rewardText } from './format';
import { MissionDialog } from './mission-dialog';
import { MissionStatusChip } from './status-chips';

/** Missões: goals with rewards; Criador+ creates, edits, changes status and deletes. */
export function MissionsTab({ gameId }: { gameId: string }) {
  const missions = useQuery(catalogQueries.missions(gameId));
  const canManage = useCan('structure.manage', 'games');
  const [editing, setEditing] = useState<Mission | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Mission | null>(null);
  const remove = useDeleteMission();
  const countsInList = missions.data?.some((m) => m.goal.listId) ?? false;
  const lists = useQuery({ ...catalogQueries.flowLists(), enabled: countsInList });
  const listName = (id: string | null) =>
    id ? lists.data?.find((l) => l.id === id)?.name : undefined;
  const create = canManage && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      Nova missão
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {missions.isPending ? (
        <Stack spacing={1.5} role="status" aria-label="Carregando missões">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : missions.isError ? (
        <QueryError error={missions.error} onRetry={() => void missions.refetch()} />
      ) : missions.data.length === 0 ? (
        <EmptyState icon={<FlagOutlined />} title="Nenhuma missão ainda" action={create}>
          Missões contam o que as pessoas já fazem no Orbita — tarefas concluídas, caixa de entrada
          processada, lançamentos, acessos diários — e recompensam quem cumpre a meta.
        </EmptyState>
      ) : (
        <>
          {create && <Box sx={{ justifySelf: 'end' }}>{create}</Box>}
          <Stack
            spacing={1.5}
            component="ul"
            aria-label="Missões"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {missions.data.map((m) => (
              <MissionRow
                key={m.id}
                mission={m}
                listName={listName(m.goal.listId)}
                canManage={canManage}
                onEdit={() => setEditing(m)}
                onDelete={() => setDeleting(m)}
              />
            ))}
          </Stack>
        </>
      )}
      {editing && (
        <MissionDialog
          gameId={gameId}
          mission={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir missão?"
        text={`"${deleting?.name ?? ''}" sai da gamificação. Uma missão que já tem registros de jogadores não pode ser excluída: conclua-a ou coloque-a em espera.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success('Missão excluída.');
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}

function MissionRow({
  mission,
  listName,
  canManage,
  onEdit,
  onDelete,
}: {
  mission: Mission;
  listName?: string;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = useMissionStatus();
  const change = (next: MissionStatus) =>
    status.mutate(
      { id: mission.id, status: next },
      {
        onSuccess: () => notify.check(`Missão ${missionStatusLabels[next].toLowerCase()}.`),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {mission.name}
          </Typography>
          <MissionStatusChip status={mission.status} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {mission.goalText}
          {listName && ` em ${listName}`} · {recurrenceLabels[mission.recurrence]}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {goalKindLabels[mission.goal.kind]} · Recompensa: {rewardText(mission.reward)}
        </Typography>
      </Box>
      {canManage && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
        >
          <TextField
            select
            size="small"
            label="Situação"
            value={mission.status}
            onChange={(e) => change(e.target.value as MissionStatus)}
            disabled={status.isPending}
            slotProps={{ htmlInput: { 'aria-label': `Situação de ${mission.name}` } }}
            sx={{ minWidth: 130 }}
          >
            {missionStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {missionStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <Tooltip title="Editar">
            <IconButton aria-label={`Editar ${mission.name}`} onClick={onEdit}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title="Excluir">
            <IconButton aria-label={`Excluir ${mission.name}`} onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Paper>
  );
}

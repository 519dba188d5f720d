import { zodResolver } from '@hookform/resolvers/zod';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  rankingPeriodLabels,
  rankingPeriods,
  rewardInputSchema,
  rankingPeriodSchema,
  type Game,
} from '@orbita/contracts/gamification';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { notify } from '../../../platform/toasts';
import { useCatalogVersionedSave } from '../api/catalog-conflicts';
import { useDeleteGame, useUpdateGame } from '../api/catalog-mutations';
import { gamificationKeys } from '../api/keys';
import { useCan } from '../../../platform/session/app-state';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RewardFields } from './reward-fields';

const settingsSchema = z.strictObject({
  dailyReward: rewardInputSchema,
  rankingPeriod: rankingPeriodSchema,
});
type Values = z.input<typeof settingsSchema>;

/** Configurações: the daily reward, the ranking's default period, archive and delete. */
export function SettingsTab({ game }: { game: Game }) {
  const canManage = useCan('structure.manage', 'games');
  const update = useUpdateGame(game.id);
  const remove = useDeleteGame();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'archive' | 'delete' | null>(null);
  const { control, handleSubmit, formState } = useForm<
    Values,
    unknown,
    z.output<typeof settingsSchema>
  >({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      dailyReward: {
        points: game.dailyReward.points,
        resourceId: game.dailyReward.resourceId,
        quantity: game.dailyReward.quantity,
      },
      rankingPeriod: game.rankingPeriod,
    },
    disabled: !canManage,
  });
  // The version the form opened on: a tab stays open, so it moves on with each own save.
  const [editedVersion, setEditedVersion] = useState(game.version);
  const versioned = useCatalogVersionedSave<Game, z.output<typeof settingsSchema>>({
    send: (body) => update.mutateAsync(body),
    detailKey: gamificationKeys.game,
    onReapplied: (saved) => {
      setEditedVersion(saved.version);
      notify.success('Configurações salvas.');
    },
  });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = await versioned.save(body, editedVersion);
      // A stale version: the conflict dialog takes over.
      if (!saved) return;
      setEditedVersion(saved.version);
      notify.success('Configurações salvas.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  const archived = game.status === 'archived';
  const fail = (error: Error) => {
    setConfirm(null);
    notify.error(error.message);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      {versioned.dialog}
      <Paper
        variant="outlined"
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}
      >
        {problem && <Alert severity="error">{problem}</Alert>}
        <Controller
          control={control}
          name="dailyReward"
          render={({ field }) => (
            <RewardFields
              legend="Recompensa do acesso diário"
              value={{
                points: field.value.points ?? 0,
                resourceId: field.value.resourceId ?? null,
                quantity: field.value.quantity ?? 0,
              }}
              onChange={field.onChange}
              errors={formState.errors.dailyReward}
              disabled={!canManage}
            />
          )}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
          Cada participante recebe uma vez por dia (horário de São Paulo), no primeiro acesso ao
          Orbita.
        </Typography>
        <Controller
          control={control}
          name="rankingPeriod"
          render={({ field }) => (
            <TextField
              select
              label="Período do ranking"
              {...field}
              helperText="O período que o ranking mostra primeiro."
              sx={{ maxWidth: 320 }}
            >
              {rankingPeriods.map((p) => (
                <MenuItem key={p} value={p}>
                  {rankingPeriodLabels[p]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box>
          <Typography variant="subtitle2">Como a pontuação é calculada</Typography>
          <Typography variant="body2" color="text.secondary">
            {game.scoringFormula}
          </Typography>
        </Box>
        {canManage && (
          <Box sx={{ justifySelf: 'end' }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Salvar
            </Button>
          </Box>
        )}
      </Paper>
      {canManage && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
            {archived ? 'Gamificação arquivada' : 'Arquivar ou excluir'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {archived
              ? 'Reative para as missões voltarem a contar e o código voltar a aceitar participantes.'
              : 'Arquivada, a gamificação para de contar missões e de aceitar participantes; o histórico fica guardado. Só uma gamificação sem registros de jogadores pode ser excluída.'}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {archived ? (
              <Button
                variant="outlined"
                startIcon={<UnarchiveOutlined />}
                loading={update.isPending}
                onClick={() =>
                  void update.mutateAsync({ status: 'active' }).then(
                    // Own changes move the form's version on with them.
                    (saved) => {
                      setEditedVersion(saved.version);
                      notify.success('Gamificação reativada.');
                    },
                    fail,
                  )
                }
              >
                Reativar
              </Button>
            ) : (
              <Button
                variant="outlined"
                startIcon={<ArchiveOutlined />}
                onClick={() => setConfirm('archive')}
              >
                Arquivar
              </Button>
            )}
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirm('delete')}
            >
              Excluir gamificação
            </Button>
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        open={confirm === 'archive'}
        title="Arquivar gamificação?"
        text={`"${game.name}" para de contar missões e de aceitar novos participantes. Dá para reativar depois.`}
        confirmLabel="Arquivar"
        busy={update.isPending}
        onCancel={() => setConfirm(null)}
        // The promise, not mutate's callbacks (here and in Reativar): the game page remounts
        // this tab on each new `updatedAt`, and a refresh that reads the change before the
        // answer lands (another tab's event) would drop those callbacks.
        onConfirm={() =>
          void update.mutateAsync({ status: 'archived' }).then((saved) => {
            setEditedVersion(saved.version);
            setConfirm(null);
            notify.success('Gamificação arquivada.');
          }, fail)
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Excluir gamificação?"
        text={`"${game.name}" e suas missões, níveis, troféus e loja serão excluídos.`}
        busy={remove.isPending}
        onCancel={() => setConfirm(null)}
        // The promise here too: a refresh reading the game gone first turns the page into
        // "não encontrada" and unmounts this tab, which would neither say so nor leave.
        onConfirm={() =>
          void remove.mutateAsync(game.id).then(() => {
            notify.success('Gamificação excluída.');
            void navigate('/gamificacao/gamificacoes', { replace: true });
          }, fail)
        }
      />
    </Box>
  );
}

import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Box, Button, Card, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { Mission, Trophy } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useDeleteTrophy } from '../api/catalog-mutations';
import { useCan } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { number, pointsText } from './format';
import { TrophyDialog } from './trophy-dialog';

export function ruleText(trophy: Trophy, missions: Mission[]): string {
  const rule = trophy.rule;
  if (rule.kind === 'level') return `Alcançar o nível ${number(rule.level)}`;
  if (rule.kind === 'points') return `Somar ${pointsText(rule.points)}`;
  const mission = missions.find((m) => m.id === rule.missionId);
  return `Concluir a missão ${mission ? `“${mission.name}”` : '(excluída)'}`;
}

/** Troféus: awarded once by a rule (a level, a mission, a number of points). */
export function TrophiesTab({ gameId }: { gameId: string }) {
  const trophies = useQuery(catalogQueries.trophies(gameId));
  const missions = useQuery(catalogQueries.missions(gameId));
  const canManage = useCan('structure.manage', 'games');
  const [editing, setEditing] = useState<Trophy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Trophy | null>(null);
  const remove = useDeleteTrophy();
  const missionList = missions.data ?? [];
  const create = canManage && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      Novo troféu
    </Button>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {trophies.isPending ? (
        <Skeleton variant="rounded" height={120} role="status" aria-label="Carregando troféus" />
      ) : trophies.isError ? (
        <QueryError error={trophies.error} onRetry={() => void trophies.refetch()} />
      ) : trophies.data.length === 0 ? (
        <EmptyState icon={<EmojiEventsOutlined />} title="Nenhum troféu ainda" action={create}>
          Troféus celebram marcos: chegar a um nível, concluir uma missão ou somar pontos. Cada
          pessoa ganha cada troféu uma vez.
        </EmptyState>
      ) : (
        <>
          {create && <Box sx={{ justifySelf: 'end' }}>{create}</Box>}
          <Box
            component="ul"
            aria-label="Troféus"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            }}
          >
            {trophies.data.map((t) => (
              <Card
                key={t.id}
                component="li"
                variant="outlined"
                sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                {t.imageUrl ? (
                  <Box
                    component="img"
                    src={t.imageUrl}
                    alt=""
                    referrerPolicy="no-referrer"
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 2,
                      objectFit: 'cover',
                      flexShrink: 0,
                    }}
                  />
                ) : (
                  <Box
                    aria-hidden
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: '#FB8C001f',
                      color: '#E65100',
                      flexShrink: 0,
                    }}
                  >
                    <EmojiEventsOutlined />
                  </Box>
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {t.name}
                  </Typography>
                  <Typography variant="body2">{ruleText(t, missionList)}</Typography>
                  {t.description && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {t.description}
                    </Typography>
                  )}
                </Box>
                {canManage && (
                  <Stack direction="row">
                    <Tooltip title="Editar">
                      <IconButton
                        size="small"
                        aria-label={`Editar ${t.name}`}
                        onClick={() => setEditing(t)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Excluir">
                      <IconButton
                        size="small"
                        aria-label={`Excluir ${t.name}`}
                        onClick={() => setDeleting(t)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </Card>
            ))}
          </Box>
        </>
      )}
      {editing && (
        <TrophyDialog
          gameId={gameId}
          trophy={editing === 'new' ? null : editing}
          missions={missionList}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Excluir troféu?"
        text={`"${deleting?.name ?? ''}" sai da gamificação.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success('Troféu excluído.');
              setDeleting(null);
            },
            onError: (error) => notify.error(error.message),
          })
        }
      />
    </Box>
  );
}

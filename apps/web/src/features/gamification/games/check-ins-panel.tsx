import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { CheckIn } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { notify } from '../../../platform/toasts';
import { QueryError } from '../../../ui/query-states';
import { useDecideCheckIn } from '../api/catalog-mutations';
import { useCan, useMyUserId } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { formatDate } from './format';

/** Manual check-ins waiting for an Editor or above: approving one counts it toward the mission. */
export function CheckInsPanel({ gameId }: { gameId: string }) {
  // Only Editor+ reviews check-ins (the server refuses the list to an Observador).
  const canDecide = useCan('content.write', 'games');
  const pending = useQuery({ ...catalogQueries.pendingCheckIns(gameId), enabled: canDecide });
  if (!canDecide) return null;
  if (pending.isPending)
    return (
      <Skeleton variant="rounded" height={72} role="status" aria-label="Carregando check-ins" />
    );
  if (pending.isError)
    return <QueryError error={pending.error} onRetry={() => void pending.refetch()} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="check-ins-title" sx={{ p: 2 }}>
      <Typography id="check-ins-title" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
        Check-ins pendentes {pending.data.length > 0 && `(${pending.data.length})`}
      </Typography>
      {pending.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Nenhum check-in esperando aprovação. Eles chegam de missões com objetivo “Check-in
          manual”.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {pending.data.map((c) => (
            <CheckInRow key={c.id} checkIn={c} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function CheckInRow({ checkIn }: { checkIn: CheckIn }) {
  const decide = useDecideCheckIn();
  // Nobody decides their own check-in (the server refuses it): someone else must.
  const mine = useMyUserId() === checkIn.userId;
  // The promise, not mutate's callbacks: a decided check-in leaves the pending list, and a
  // refresh (another tab's event) can take this row, and those callbacks, before the answer.
  const act = (approve: boolean) =>
    void decide.mutateAsync({ id: checkIn.id, approve }).then(
      () => notify.check(approve ? 'Check-in aprovado.' : 'Check-in recusado.'),
      (error: Error) => notify.error(error.message),
    );
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {checkIn.userName} · {checkIn.missionName}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {formatDate(checkIn.createdAt)}
          {checkIn.note && ` · “${checkIn.note}”`}
        </Typography>
      </Box>
      {mine ? (
        <Typography variant="caption" color="text.secondary">
          Seu check-in: outra pessoa decide.
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            color="error"
            startIcon={<CloseOutlined />}
            disabled={decide.isPending}
            onClick={() => act(false)}
            aria-label={`Recusar check-in de ${checkIn.userName}`}
          >
            Recusar
          </Button>
          <Button
            size="small"
            variant="contained"
            startIcon={<CheckOutlined />}
            disabled={decide.isPending}
            onClick={() => act(true)}
            aria-label={`Aprovar check-in de ${checkIn.userName}`}
          >
            Aprovar
          </Button>
        </Stack>
      )}
    </Box>
  );
}

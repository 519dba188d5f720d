import GavelIcon from '@mui/icons-material/Gavel';
import { Alert, Box, Typography } from '@mui/material';
import { exploreMessages } from '@orbita/contracts/explore';
import { useQuery } from '@tanstack/react-query';
import { statusOf } from '../../../platform/http';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { exploreQueries } from '../api/explore-api';
import { ModerationCard } from './moderation-card';

/**
 * `/universo/moderacao`: the queue of reported or hidden items for Orbita's moderators
 * (ORBITA_MODERATOR_EMAILS on the server). Anyone else gets the pt-BR refusal, never the queue.
 */
export function ModerationPage() {
  const me = useQuery(exploreQueries.me());
  const queue = useQuery({ ...exploreQueries.moderation(), enabled: me.data?.moderator === true });
  const refused = me.data?.moderator === false || (queue.isError && statusOf(queue.error) === 403);
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Moderação
        </Typography>
        <Typography color="text.secondary">
          Itens denunciados ou ocultos do Explorar. Um item oculto não aparece fora da conta dele.
        </Typography>
      </Box>
      {refused ? (
        <Alert severity="warning">{exploreMessages.moderatorsOnly}</Alert>
      ) : me.isError ? (
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
      ) : queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <LoadingBlocks label="Carregando a fila de moderação" count={3} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState icon={<GavelIcon />} title="Nenhuma denúncia aberta">
          Quando alguém denunciar um item no Explorar, ele aparece aqui.
        </EmptyState>
      ) : (
        <Box
          component="ul"
          aria-label="Fila de moderação"
          sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}
        >
          {queue.data.items.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <ModerationCard item={item} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

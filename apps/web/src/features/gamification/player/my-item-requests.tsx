import { Box, Chip, Paper, Typography } from '@mui/material';
import {
  itemEffectEndpoints as api,
  itemRequestStatusLabels,
  type ItemRequest,
} from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { gamificationKeys } from '../api/keys';

const statusColor = { pending: 'warning', honoured: 'success', declined: 'default' } as const;

/**
 * "Meus pedidos": items with a free-text effect the player used, and whether the creator has
 * honoured them yet. Shows nothing until there is one (or while loading; an error says so).
 */
export function MyItemRequests() {
  const requests = useQuery({
    queryKey: [...gamificationKeys.player(), 'item-requests'],
    queryFn: () => callApi(api.myRequests),
  });
  if (requests.isPending) return null;
  if (requests.isError)
    return (
      <Typography variant="body2" color="error">
        Não foi possível carregar seus pedidos. {requests.error.message}
      </Typography>
    );
  if (requests.data.items.length === 0) return null;
  return (
    <Box component="section" aria-label="Meus pedidos" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        Meus pedidos
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {requests.data.items.map((r: ItemRequest) => (
          <Paper
            key={r.id}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ flex: 1, minWidth: 200, overflowWrap: 'anywhere' }}>
              <strong>{r.resourceName}</strong>: {r.text}
            </Typography>
            <Chip
              size="small"
              color={statusColor[r.status]}
              label={itemRequestStatusLabels[r.status]}
            />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

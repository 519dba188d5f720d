import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { itemEffectEndpoints as api, type ItemRequest } from '@orbita/contracts/gamification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { gamificationKeys } from '../api/keys';

const key = [...gamificationKeys.all, 'item-requests', 'pending'] as const;
const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function RequestRow({ request }: { request: ItemRequest }) {
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (honour: boolean) =>
      callApi(honour ? api.honour : api.decline, { params: { id: request.id } }),
    onSuccess: (done) => {
      client.setQueryData<{ items: ItemRequest[] }>(key, (list) =>
        list ? { items: list.items.filter((r) => r.id !== done.id) } : list,
      );
      notify.check(done.status === 'honoured' ? 'Pedido atendido.' : 'Pedido recusado.');
    },
    onError: (error) => notify.error(error.message),
  });
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Pedido de ${request.userName}`}
      sx={{ p: 1.5, display: 'grid', gap: 1 }}
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{request.userName}</strong> usou <strong>{request.resourceName}</strong>:{' '}
        {request.text}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {when.format(new Date(request.createdAt))}
        </Typography>
        <Button size="small" disabled={decide.isPending} onClick={() => decide.mutate(false)}>
          Recusar
        </Button>
        <Button
          size="small"
          variant="contained"
          loading={decide.isPending && decide.variables}
          disabled={decide.isPending}
          onClick={() => decide.mutate(true)}
        >
          Atender
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * "Pedidos de itens": free-text effects players asked by using an item of this workspace,
 * for an Editor+ to honour by hand. Nothing shows while there are none.
 */
export function ItemRequestsPanel() {
  const canDecide = useCan('content.write', 'games');
  const requests = useQuery({
    queryKey: key,
    queryFn: () => callApi(api.requests, { query: { status: 'pending' } }),
    enabled: canDecide,
  });
  if (!canDecide || requests.isPending) return null;
  if (requests.isError)
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={<Button onClick={() => void requests.refetch()}>Tentar de novo</Button>}
      >
        Não foi possível carregar os pedidos de itens. {requests.error.message}
      </Alert>
    );
  if (requests.data.items.length === 0) return null;
  return (
    <Box component="section" aria-label="Pedidos de itens" sx={{ mb: 3, display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        Pedidos de itens ({requests.data.items.length})
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {requests.data.items.map((r) => (
          <RequestRow key={r.id} request={r} />
        ))}
      </Box>
    </Box>
  );
}

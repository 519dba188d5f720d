import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { QueryError } from '../../../ui/query-states';
import { playerQueries, useBuyItem, type PlayerGame, type StoreItem } from '../api/player-queries';
import { rewardText } from '../play/reward-text';
import { ResourceIcon } from './resource-icon';

export const priceText = (item: StoreItem) => rewardText(item.price);

export function stockText(item: StoreItem): string {
  if (item.stock === null) return 'Estoque ilimitado';
  const left = Math.max(0, item.stock - item.sold);
  return left === 0 ? 'Esgotado' : left === 1 ? 'Resta 1' : `Restam ${left}`;
}

const soldOut = (item: StoreItem) => !item.available;

function ItemCard({
  item,
  gameName,
  onBuy,
}: {
  item: StoreItem;
  gameName: string;
  onBuy: (item: StoreItem) => void;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={item.name}
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
    >
      {item.resource ? (
        <ResourceIcon resource={item.resource} size={44} />
      ) : (
        <StorefrontOutlined color="primary" sx={{ fontSize: 44 }} aria-hidden />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.name}</Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary">
            {item.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {item.resource && `Você recebe ${item.quantity} × ${item.resource.name} · `}
          {gameName} · {stockText(item)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {priceText(item)}
          </Typography>
          <Button
            size="small"
            variant="contained"
            disabled={soldOut(item)}
            onClick={() => onBuy(item)}
          >
            Comprar
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

/** What the player can buy in the stores of the games they joined (stock shown; the server enforces it). */
export function StoreSection({ games }: { games: PlayerGame[] }) {
  const stores = useQueries({ queries: games.map((g) => playerQueries.store(g.game.id)) });
  const [buying, setBuying] = useState<StoreItem | null>(null);
  const buy = useBuyItem();
  if (games.length === 0) return null;
  const failed = stores.find((s) => s.isError);
  const items = games.flatMap((g, i) =>
    (stores[i]?.data ?? []).map((item) => ({ item, gameName: g.game.name })),
  );
  const confirm = () => {
    if (!buying) return;
    buy.mutate(buying.id, {
      onSuccess: () => {
        notify.success(`Compra feita: ${buying.name}.`);
        setBuying(null);
      },
      onError: (error) => notify.error(error.message),
    });
  };
  return (
    <Box component="section" aria-label="Loja" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Loja
      </Typography>
      {failed?.error ? (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : stores.some((s) => s.isPending) ? (
        <Skeleton variant="rounded" height={96} aria-label="Carregando a loja" />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          As gamificações de que você participa ainda não oferecem itens na loja.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          }}
        >
          {items.map(({ item, gameName }) => (
            <ItemCard key={item.id} item={item} gameName={gameName} onBuy={setBuying} />
          ))}
        </Box>
      )}
      <Dialog open={!!buying} onClose={() => setBuying(null)} aria-labelledby="buy-title">
        <DialogTitle id="buy-title">Comprar {buying?.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>{buying && `Você vai gastar ${priceText(buying)}.`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBuying(null)}>Cancelar</Button>
          <Button variant="contained" loading={buy.isPending} onClick={confirm}>
            Comprar
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

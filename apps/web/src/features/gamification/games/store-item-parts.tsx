import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { StoreItem } from '@orbita/contracts/gamification';
import { ResourceImage } from '../resources/rarity';
import { number, rewardText } from './format';

export const deliveryText = (item: StoreItem) =>
  item.resource
    ? `Entrega ${number(item.quantity)} × ${item.resource.name}`
    : 'Entrega fora do Orbita';
export const stockText = (item: StoreItem) =>
  item.stock === null ? 'Ilimitado' : number(item.stock);

export function StoreItemName({ item }: { item: StoreItem }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {item.resource && <ResourceImage resource={item.resource} size={32} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {deliveryText(item)}
        </Typography>
      </Box>
    </Stack>
  );
}

export function SoldOut({ item }: { item: StoreItem }) {
  return item.available ? null : (
    <Chip size="small" label="Esgotado" color="warning" sx={{ ml: 1 }} />
  );
}

export function StoreItemActions({
  item,
  onEdit,
  onDelete,
}: {
  item: StoreItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title="Editar">
        <IconButton size="small" aria-label={`Editar ${item.name}`} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Excluir">
        <IconButton size="small" aria-label={`Excluir ${item.name}`} onClick={onDelete}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** A store item on a narrow screen, where a five-column table would hide its stock and sales. */
export function StoreItemCard({ item, actions }: { item: StoreItem; actions?: React.ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
      >
        <StoreItemName item={item} />
        {actions}
      </Stack>
      <Typography variant="body2">Preço: {rewardText(item.price, 'Grátis')}</Typography>
      <Typography variant="body2" color="text.secondary">
        Estoque: {stockText(item)} · Vendidos: {number(item.sold)}
        <SoldOut item={item} />
      </Typography>
    </Paper>
  );
}

import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import { itemEffectEndpoints, rarityLabels } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../platform/http';
import { gamificationKeys } from '../api/keys';
import { notify } from '../../../platform/toasts';
import { EmptyState } from '../../../ui/query-states';
import { useUseResource, type InventoryEntry } from '../api/player-queries';
import { saoPauloDateTime } from './format';
import { rarityColors, ResourceIcon } from './resource-icon';

type Item = InventoryEntry;

function ItemCard({ item, onUse }: { item: Item; onUse: (item: Item) => void }) {
  const { resource } = item;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={resource.name}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        justifyItems: 'center',
        textAlign: 'center',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ResourceIcon resource={resource} />
        <Chip
          size="small"
          color="primary"
          label={`×${item.quantity}`}
          aria-label={`Quantidade ${item.quantity}`}
          sx={{ position: 'absolute', right: -14, bottom: -8, fontWeight: 600 }}
        />
      </Box>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{resource.name}</Typography>
      <Typography variant="caption" sx={{ color: rarityColors[resource.rarity], fontWeight: 600 }}>
        {rarityLabels[resource.rarity]}
      </Typography>
      {item.expiresAt && (
        <Typography variant="caption" color="warning.main">
          expira em {saoPauloDateTime(item.expiresAt)}
        </Typography>
      )}
      {resource.usable && (
        <Button size="small" variant="outlined" onClick={() => onUse(item)}>
          Usar
        </Button>
      )}
    </Paper>
  );
}

/** What "Usar" does, as the creator defined it (described by the server, names resolved). */
function EffectText({ resourceId }: { resourceId: string }) {
  const preview = useQuery({
    queryKey: [...gamificationKeys.player(), 'effect', resourceId],
    queryFn: () => callApi(itemEffectEndpoints.preview, { params: { resourceId } }),
  });
  if (preview.isPending) return <Skeleton width="80%" aria-label="Carregando o efeito" />;
  if (preview.isError) return <>Uma unidade sai do seu inventário.</>;
  return <>{preview.data.description}</>;
}

/** The resources the player holds (unexpired), with "Usar" for usable ones after a confirmation. */
export function InventoryGrid({ items }: { items: Item[] }) {
  const [using, setUsing] = useState<Item | null>(null);
  const use = useUseResource();
  const confirm = () => {
    if (!using) return;
    use.mutate(using.resource.id, {
      onSuccess: (result) => {
        if (result.effect === 'points' || result.effect === 'grant_resource')
          notify.won(result.outcome);
        else notify.check(result.outcome);
        setUsing(null);
      },
      onError: (error) => notify.error(error.message),
    });
  };
  return (
    <Box component="section" aria-label="Inventário" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Inventário
      </Typography>
      {items.length === 0 ? (
        <EmptyState icon={<Inventory2Outlined />} title="Seu inventário está vazio">
          Conclua missões e acesse todos os dias para ganhar recursos.
        </EmptyState>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {items.map((item) => (
            <ItemCard
              key={`${item.resource.id}-${item.expiresAt ?? ''}`}
              item={item}
              onUse={setUsing}
            />
          ))}
        </Box>
      )}
      <Dialog open={!!using} onClose={() => setUsing(null)} aria-labelledby="use-resource-title">
        <DialogTitle id="use-resource-title">Usar {using?.resource.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            {using && <EffectText resourceId={using.resource.id} />}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setUsing(null)}>Cancelar</Button>
          <Button variant="contained" loading={use.isPending} onClick={confirm}>
            Usar
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import {
  resourceEffectLabels,
  transitoryLabels,
  type Resource,
} from '@orbita/contracts/gamification';
import { Link } from 'react-router';
import { RarityChip, ResourceImage } from './rarity';

/** What "Usar" does, in a word or two (the card has one row of chips). */
const useShort: Record<NonNullable<Resource['useEffect']>['kind'], string> = {
  points: 'dá pontos',
  restore_streak: 'restaura sequência',
  grant_resource: 'dá recurso',
  free_text: 'pedido',
};

const count = (n: number) => n.toLocaleString('pt-BR');

/** "12 de 100 concedidos" for a limited resource, "12 concedidos" otherwise. */
export function supplyText(
  resource: Pick<Resource, 'limited' | 'quantityExisting' | 'quantityGranted'>,
): string {
  const granted = resource.quantityGranted;
  const word = granted === 1 ? 'concedido' : 'concedidos';
  if (resource.limited && resource.quantityExisting !== null)
    return `${count(granted)} de ${count(resource.quantityExisting)} ${word}`;
  return `${count(granted)} ${word}`;
}

/** One resource on `/gamificacao/recursos`: picture, name, rarity, supply and what it does. */
export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`/gamificacao/recurso/${resource.id}`}
        sx={{
          p: 2,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: 1.5,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <ResourceImage resource={resource} size={56} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="h6"
              component="h2"
              noWrap
              sx={{ fontSize: '1.05rem' }}
              title={resource.name}
            >
              {resource.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {supplyText(resource)}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <RarityChip rarity={resource.rarity} />
          {resource.limited && <Chip size="small" variant="outlined" label="Limitado" />}
          {resource.usable && (
            <Chip
              size="small"
              variant="outlined"
              icon={<TouchAppOutlined />}
              label={
                resource.useEffect
                  ? `Utilizável · ${useShort[resource.useEffect.kind]}`
                  : 'Utilizável'
              }
            />
          )}
          {resource.transitory && (
            <Chip
              size="small"
              variant="outlined"
              icon={<TimerOutlined />}
              label={`Transitório: ${transitoryLabels[resource.transitory]}`}
            />
          )}
          {resource.effect && (
            <Chip
              size="small"
              variant="outlined"
              icon={<AcUnitOutlined />}
              label={resourceEffectLabels[resource.effect]}
            />
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}

import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import { Avatar } from '@mui/material';
import type { Rarity, ResourceRef } from '@orbita/contracts/gamification';

/** One colour per rarity, from plain to precious; the icon stands in for a missing image. */
export const rarityColors: Record<Rarity, string> = {
  common: '#78909C',
  uncommon: '#2E7D32',
  rare: '#1565C0',
  legendary: '#6A1B9A',
  extremely_rare: '#C62828',
};

export function ResourceIcon({
  resource,
  size = 56,
}: {
  resource: Pick<ResourceRef, 'name' | 'imageUrl' | 'rarity'>;
  size?: number;
}) {
  const color = rarityColors[resource.rarity];
  if (resource.imageUrl)
    return (
      <Avatar
        src={resource.imageUrl}
        alt=""
        variant="rounded"
        slotProps={{ img: { referrerPolicy: 'no-referrer', loading: 'lazy' } }}
        sx={{
          width: size,
          height: size,
          border: 2,
          borderColor: color,
          bgcolor: 'background.paper',
        }}
      >
        <DiamondOutlined sx={{ color }} />
      </Avatar>
    );
  return (
    <Avatar
      variant="rounded"
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: `${color}1f`,
        color,
        border: 2,
        borderColor: color,
      }}
    >
      <DiamondOutlined sx={{ fontSize: size * 0.55 }} />
    </Avatar>
  );
}

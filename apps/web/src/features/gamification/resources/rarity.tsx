import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import { Box, Chip } from '@mui/material';
import { rarityLabels, type Rarity, type ResourceRef } from '@orbita/contracts/gamification';
import { useState } from 'react';

/** One colour per rarity, dark enough for white chip text (WCAG AA) and as an icon tint. */
export const rarityColors: Record<Rarity, string> = {
  common: '#616161',
  uncommon: '#2E7D32',
  rare: '#1565C0',
  legendary: '#E65100',
  extremely_rare: '#6A1B9A',
};

export function RarityChip({
  rarity,
  size = 'small',
}: {
  rarity: Rarity;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      label={rarityLabels[rarity]}
      sx={{ bgcolor: rarityColors[rarity], color: '#fff', fontWeight: 500 }}
    />
  );
}

/**
 * A resource's picture: its image when it has one that loads, else a gem tinted with the
 * rarity's colour (a broken link falls back to the gem instead of a torn image).
 */
export function ResourceImage({
  resource,
  size = 48,
}: {
  resource: Pick<ResourceRef, 'name' | 'imageUrl' | 'rarity'>;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const color = rarityColors[resource.rarity];
  const frame = {
    width: size,
    height: size,
    borderRadius: 2,
    flexShrink: 0,
    border: 2,
    borderColor: color,
  } as const;
  if (resource.imageUrl && !broken) {
    return (
      <Box
        component="img"
        src={resource.imageUrl}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        sx={{ ...frame, objectFit: 'cover', bgcolor: 'background.default' }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: `${color}1f`, color }}
    >
      <DiamondOutlined sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}

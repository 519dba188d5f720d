import { Box } from '@mui/material';
import type { Hub } from '@orbita/contracts/hubs';

/** The cover of a hub: its image, or its colour with its icon. */
export function HubCover({ hub, height }: { hub: Hub; height: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        bgcolor: hub.color,
        backgroundImage: hub.coverUrl ? `url("${encodeURI(hub.coverUrl)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        display: 'flex',
        alignItems: 'flex-end',
        p: 1.5,
        fontSize: 32,
        color: 'common.white',
      }}
    >
      {!hub.coverUrl && hub.icon}
    </Box>
  );
}

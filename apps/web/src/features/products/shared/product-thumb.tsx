import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Box } from '@mui/material';

/** A product's (or an image's) square thumbnail; a product icon when it has no image. */
export function ProductThumb({ src, size = 48 }: { src: string | null; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          style={{ objectFit: 'cover', width: size, height: size }}
        />
      ) : (
        <Inventory2Outlined color="disabled" />
      )}
    </Box>
  );
}

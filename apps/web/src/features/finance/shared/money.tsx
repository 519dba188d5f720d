import { Box, type SxProps, type Theme } from '@mui/material';
import { formatBRL } from '../../../platform/masks';

/** `R$ 1.234,56` with Intl's pt-BR grouping; negatives in the error colour (PRODUCT.md). */
export function Money({
  value,
  sx,
  colored = true,
}: {
  value: number;
  sx?: SxProps<Theme>;
  colored?: boolean;
}) {
  return (
    <Box
      component="span"
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        colored && value < 0 && { color: 'error.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formatBRL(value)}
    </Box>
  );
}

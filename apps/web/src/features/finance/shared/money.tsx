import { Box, type SxProps, type Theme } from '@mui/material';
import { formatBRL } from '../../../platform/masks';

/**
 * `R$ 1.234,56` with Intl's pt-BR grouping; negatives in the error colour (PRODUCT.md).
 * Never broken inside; `fit` lets it end in "…" where its box is narrower than the figure
 * (R$ 1.234.567,89 in a 360 px column), the whole value then in its title.
 */
export function Money({
  value,
  sx,
  colored = true,
  fit = false,
}: {
  value: number;
  sx?: SxProps<Theme>;
  colored?: boolean;
  fit?: boolean;
}) {
  const text = formatBRL(value);
  return (
    <Box
      component="span"
      title={fit ? text : undefined}
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        fit && {
          display: 'inline-block',
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          verticalAlign: 'bottom',
        },
        colored && value < 0 && { color: 'error.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </Box>
  );
}

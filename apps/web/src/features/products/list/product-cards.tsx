import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { ProductSummary } from '@orbita/contracts/products';
import { Link } from 'react-router';
import { PriceLines, StatusChip, stockText } from '../shared/labels';
import { productPath } from '../shared/paths';
import { ProductThumb } from '../shared/product-thumb';
import { useResourceNames } from '../shared/use-resource-names';

/** The list on phones: one card per product, the whole card the link. */
export function ProductCards({ items }: { items: ProductSummary[] }) {
  const resourceName = useResourceNames(items.some((p) => p.pointsPrice));
  return (
    <Stack component="ul" aria-label="Produtos" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((p) => (
        <Box component="li" key={p.id}>
          <Card variant="outlined">
            <CardActionArea component={Link} to={productPath(p.id)} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <ProductThumb src={p.coverSrc} size={56} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {p.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {p.code} · {stockText(p.stock)}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
                    useFlexGap
                  >
                    <StatusChip status={p.status} />
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
                    >
                      <PriceLines product={p} resourceName={resourceName} />
                    </Typography>
                  </Stack>
                </Box>
              </Stack>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

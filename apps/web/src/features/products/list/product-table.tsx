import {
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ProductSummary } from '@orbita/contracts/products';
import { Link, useNavigate } from 'react-router';
import { KindChip, PriceLines, StatusChip, stockText } from '../shared/labels';
import { ProductThumb } from '../shared/product-thumb';
import { productPath } from '../shared/paths';
import { useResourceNames } from '../shared/use-resource-names';

/** The list on wide screens: one row per product; the name is the link (a row click too). */
export function ProductTable({ items }: { items: ProductSummary[] }) {
  const navigate = useNavigate();
  const resourceName = useResourceNames(items.some((p) => p.pointsPrice));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Produtos" size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }} aria-label="Imagem" />
            <TableCell>Produto</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Categorias</TableCell>
            <TableCell align="right">Preço</TableCell>
            <TableCell align="right">Estoque</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((p) => (
            <TableRow
              key={p.id}
              hover
              onClick={(e) => {
                // The link itself (and a text selection) keeps its own behaviour.
                if ((e.target as HTMLElement).closest('a')) return;
                void navigate(productPath(p.id));
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <ProductThumb src={p.coverSrc} />
              </TableCell>
              <TableCell sx={{ maxWidth: 420 }}>
                <MuiLink
                  component={Link}
                  to={productPath(p.id)}
                  underline="hover"
                  sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                >
                  {p.name}
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  {p.code}
                  {p.variantCount > 1 ? ` · ${p.variantCount} variações` : ''}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusChip status={p.status} />
              </TableCell>
              <TableCell>
                <KindChip kind={p.kind} />
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  noWrap
                  title={p.categories.join(', ')}
                >
                  {p.categories.join(', ') || '—'}
                </Typography>
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                <PriceLines product={p} resourceName={resourceName} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" color={p.stock === 0 ? 'error' : 'text.primary'}>
                  {stockText(p.stock)}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

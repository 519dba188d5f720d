import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  PRODUCT_VARIANTS_MAX,
  type Product,
  type ProductVariant,
} from '@orbita/contracts/products';
import { useState } from 'react';
import { notify } from '../../../platform/toasts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useRemoveVariant } from '../api/mutations';
import { priceText, stockText } from '../shared/labels';
import { VariantDialog } from './variant-dialog';
import { COLOR, SIZE } from './variant-form';

/** tamanho, then cor, then any other option, each with its name capitalized. */
const rank = (key: string) => (key === SIZE ? 0 : key === COLOR ? 1 : 2);
const named = (key: string) => key.charAt(0).toLocaleUpperCase('pt-BR') + key.slice(1);

function Options({ options }: { options: Record<string, string> }) {
  const entries = Object.entries(options).sort(([a], [b]) => rank(a) - rank(b));
  if (!entries.length) return <>—</>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {entries.map(([key, value]) => (
        <Chip key={key} size="small" variant="outlined" label={`${named(key)}: ${value}`} />
      ))}
    </Stack>
  );
}

/** The variant's price: its own, or the product's (said so). */
function Price({ variant }: { variant: ProductVariant }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {priceText(variant.effectivePriceCents)}
      {variant.priceCents === null && variant.effectivePriceCents !== null && (
        <Typography component="span" variant="caption" color="text.secondary">
          {' '}
          (do produto)
        </Typography>
      )}
    </Box>
  );
}

function Actions({
  variant,
  onEdit,
  onRemove,
  canRemove,
}: {
  variant: ProductVariant;
  onEdit: () => void;
  onRemove: () => void;
  canRemove: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title="Editar">
        <IconButton aria-label={`Editar ${variant.name}`} onClick={onEdit}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={canRemove ? 'Remover' : 'O produto precisa de ao menos uma variação'}>
        <span>
          <IconButton
            aria-label={`Remover ${variant.name}`}
            onClick={onRemove}
            disabled={!canRemove}
          >
            <DeleteOutline />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** The product's variants (options, SKU, price, stock): a table on wide screens, cards on phones. */
export function VariantsSection({ product, canWrite }: { product: Product; canWrite: boolean }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const remove = useRemoveVariant(product.id);
  const [editing, setEditing] = useState<ProductVariant | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProductVariant | null>(null);
  const variants = [...product.variants].sort((a, b) => a.position - b.position);
  const canRemove = variants.length > 1;

  const confirmRemove = (variant: ProductVariant) =>
    remove.mutateAsync(variant.id).then(
      () => {
        setRemoving(null);
        notify.check('Variação removida.');
      },
      (error: Error) => notify.error(error.message),
    );

  const actions = (v: ProductVariant) =>
    canWrite && (
      <Actions
        variant={v}
        canRemove={canRemove}
        onEdit={() => setEditing(v)}
        onRemove={() => setRemoving(v)}
      />
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {wide ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Variações">
            <TableHead>
              <TableRow>
                <TableCell>Variação</TableCell>
                <TableCell>Opções</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell align="right">Preço</TableCell>
                <TableCell align="right">Estoque</TableCell>
                {canWrite && <TableCell align="right">Ações</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {variants.map((v) => (
                <TableRow key={v.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{v.name}</TableCell>
                  <TableCell>
                    <Options options={v.options} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{v.sku ?? '—'}</TableCell>
                  <TableCell align="right">
                    <Price variant={v} />
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', color: v.stock === 0 ? 'error.main' : undefined }}
                  >
                    {stockText(v.stock)}
                  </TableCell>
                  {canWrite && <TableCell align="right">{actions(v)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Stack
          component="ul"
          aria-label="Variações"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {variants.map((v) => (
            <Paper component="li" key={v.id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {v.name}
                  </Typography>
                  <Options options={v.options} />
                  <Typography variant="body2" color="text.secondary">
                    {v.sku ? `SKU ${v.sku} · ` : ''}
                    {stockText(v.stock)}
                  </Typography>
                  <Price variant={v} />
                </Box>
                {actions(v)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {canWrite && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={variants.length >= PRODUCT_VARIANTS_MAX}
            onClick={() => setEditing('new')}
          >
            Nova variação
          </Button>
        </Box>
      )}
      {editing && (
        <VariantDialog
          product={product}
          variant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remover variação?"
        text={`"${removing?.name ?? ''}" sai do produto, com as imagens só dela. Pedidos já feitos não mudam.`}
        confirmLabel="Remover"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void confirmRemove(removing)}
      />
    </Box>
  );
}

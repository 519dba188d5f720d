import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import type { Product, ProductSummary } from '@orbita/contracts/products';
import { ORDER_QUANTITY_MAX, type OrderCurrency, type StoreOrder } from '@orbita/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBRL } from '../../../platform/masks';
import { FormDialog } from '../../../ui/form-dialog';
import { QueryError } from '../../../ui/query-states';
import { useCheckout } from '../api/mutations';
import { storeQueries } from '../api/queries';
import { pointsText } from '../shared/labels';

/** A points price's resource: its name, and how much of it the member holds. */
export interface PointsWallet {
  name: (resourceId: string) => string;
  balance: (resourceId: string) => number | null;
}

function BuyForm({
  product,
  wallet,
  onClose,
  onBought,
}: {
  product: Product;
  wallet: PointsWallet;
  onClose: () => void;
  onBought: (order: StoreOrder) => void;
}) {
  const checkout = useCheckout();
  const sellable = product.variants.filter((v) => v.stock === null || v.stock > 0);
  const [variantId, setVariantId] = useState(sellable[0]?.id ?? '');
  const variant = product.variants.find((v) => v.id === variantId);
  const currencies: OrderCurrency[] = [
    ...(variant?.effectivePriceCents != null ? (['brl'] as const) : []),
    ...(product.pointsPrice ? (['points'] as const) : []),
  ];
  const [chosen, setChosen] = useState<OrderCurrency | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? null);
  const [quantityText, setQuantityText] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const max = Math.min(ORDER_QUANTITY_MAX, variant?.stock ?? ORDER_QUANTITY_MAX);
  const quantity = Number(quantityText);
  const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= max;
  const points = product.pointsPrice;
  const balance = points ? wallet.balance(points.resourceId) : null;
  const pointsCost = points ? points.amount * (quantityOk ? quantity : 1) : 0;
  const short = currency === 'points' && balance !== null && balance < pointsCost;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!variant) return setProblem('Escolha uma variação.');
    if (!quantityOk) return setProblem(`Informe uma quantidade de 1 a ${max}.`);
    if (!currency) return setProblem('Este produto não está à venda agora.');
    setProblem(null);
    checkout
      .mutateAsync({ currency, items: [{ variantId: variant.id, quantity }] })
      .then(onBought, (error: Error) => setProblem(error.message));
  };

  if (sellable.length === 0)
    return (
      <FormDialog
        title={`Comprar ${product.name}`}
        problem={null}
        submitting={false}
        submitLabel="Fechar"
        maxWidth="sm"
        onSubmit={(e) => {
          e.preventDefault();
          onClose();
        }}
        onClose={onClose}
      >
        <Alert severity="info">Esgotado: nenhuma variação tem estoque agora.</Alert>
      </FormDialog>
    );

  return (
    <FormDialog
      title={`Comprar ${product.name}`}
      problem={problem}
      submitting={checkout.isPending}
      submitLabel={currency === 'brl' ? 'Pagar com Pix' : 'Comprar com pontos'}
      maxWidth="sm"
      onSubmit={submit}
      onClose={onClose}
    >
      {product.variants.length > 1 && (
        <TextField
          select
          label="Variação"
          value={variantId}
          onChange={(e) => setVariantId(e.target.value)}
        >
          {product.variants.map((v) => (
            <MenuItem key={v.id} value={v.id} disabled={v.stock === 0}>
              {v.name}
              {v.effectivePriceCents != null ? ` · ${formatBRL(v.effectivePriceCents)}` : ''}
              {v.stock === 0 ? ' · esgotado' : v.stock !== null ? ` · ${v.stock} em estoque` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label="Quantidade"
        type="number"
        value={quantityText}
        onChange={(e) => setQuantityText(e.target.value)}
        error={!quantityOk}
        helperText={quantityOk ? `Até ${max}.` : `Informe uma quantidade de 1 a ${max}.`}
        slotProps={{ htmlInput: { min: 1, max, step: 1, inputMode: 'numeric' } }}
      />
      {currencies.length > 1 ? (
        <FormControl>
          <FormLabel id="buy-currency">Pagar com</FormLabel>
          <RadioGroup
            aria-labelledby="buy-currency"
            value={currency}
            onChange={(e) => setChosen(e.target.value as OrderCurrency)}
          >
            <FormControlLabel
              value="brl"
              control={<Radio />}
              label={`Pix: ${formatBRL((variant?.effectivePriceCents ?? 0) * (quantityOk ? quantity : 1))}`}
            />
            <FormControlLabel
              value="points"
              control={<Radio />}
              label={`Pontos: ${pointsText(pointsCost, wallet.name(points!.resourceId))}`}
            />
          </RadioGroup>
        </FormControl>
      ) : currency === 'brl' ? (
        <Typography>
          Total: {formatBRL((variant?.effectivePriceCents ?? 0) * (quantityOk ? quantity : 1))},
          pago com Pix na página do pedido.
        </Typography>
      ) : currency === 'points' ? (
        <Typography>Total: {pointsText(pointsCost, wallet.name(points!.resourceId))}</Typography>
      ) : (
        <Alert severity="info">Este produto não tem preço definido.</Alert>
      )}
      {currency === 'points' && points && (
        <Alert severity={short ? 'warning' : 'info'}>
          {balance === null
            ? 'Carregando o seu saldo…'
            : `Seu saldo: ${pointsText(balance, wallet.name(points.resourceId))}.`}
          {short && ' Não é suficiente para esta compra.'}
          {!short && ' Os pontos são descontados na hora.'}
        </Alert>
      )}
    </FormDialog>
  );
}

/** "Comprar": the product's variants, the quantity and the currency, then the checkout. */
export function BuyDialog({
  summary,
  wallet,
  onClose,
  onBought,
}: {
  summary: ProductSummary;
  wallet: PointsWallet;
  onClose: () => void;
  onBought: (order: StoreOrder) => void;
}) {
  const product = useQuery(storeQueries.product(summary.id));
  if (product.data)
    return <BuyForm product={product.data} wallet={wallet} onClose={onClose} onBought={onBought} />;
  return (
    <FormDialog
      title={`Comprar ${summary.name}`}
      problem={null}
      submitting={false}
      maxWidth="sm"
      onSubmit={(e) => e.preventDefault()}
      onClose={onClose}
    >
      {product.isError ? (
        <QueryError error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <Skeleton variant="rounded" height={160} aria-label="Carregando o produto" />
      )}
    </FormDialog>
  );
}

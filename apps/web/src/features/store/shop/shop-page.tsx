import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { ProductSummary } from '@orbita/contracts/products';
import type { StoreOrder } from '@orbita/contracts/store';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatBRL } from '../../../platform/masks';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { storeQueries } from '../api/queries';
import { pointsText } from '../shared/labels';
import type { PointsWallet } from './buy-dialog';
import { MyOrders } from './my-orders';

const BuyDialog = lazy(async () => ({ default: (await import('./buy-dialog')).BuyDialog }));

function stockText(p: ProductSummary): string {
  if (p.stock === null) return 'Disponível';
  return p.stock === 0 ? 'Esgotado' : p.stock === 1 ? 'Resta 1' : `${p.stock} em estoque`;
}

/** Names and balances of the resources products are priced in (gamification's). */
function useWallet(): PointsWallet {
  const player = useQuery(storeQueries.player());
  const resources = useQuery(storeQueries.resources());
  const names = new Map<string, string>();
  for (const r of resources.data?.items ?? []) names.set(r.id, r.name);
  for (const e of player.data?.inventory ?? []) names.set(e.resource.id, e.resource.name);
  return {
    name: (id) => names.get(id) ?? 'pontos',
    balance: (id) =>
      player.data
        ? (player.data.inventory.find((e) => e.resource.id === id)?.quantity ?? 0)
        : player.isError
          ? 0
          : null,
  };
}

function ProductCard({
  product,
  wallet,
  onBuy,
}: {
  product: ProductSummary;
  wallet: PointsWallet;
  /** null: the role cannot buy here (an Observador). */
  onBuy: (() => void) | null;
}) {
  const soldOut = product.stock === 0;
  const prices = [
    product.priceCents !== null ? formatBRL(product.priceCents) : null,
    product.pointsPrice
      ? pointsText(product.pointsPrice.amount, wallet.name(product.pointsPrice.resourceId))
      : null,
  ].filter(Boolean);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={product.name}
      sx={{ display: 'grid', gridTemplateRows: 'auto 1fr', overflow: 'hidden', minWidth: 0 }}
    >
      {product.coverSrc ? (
        <Box
          component="img"
          src={product.coverSrc}
          alt=""
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            aspectRatio: '4 / 3',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.disabled',
          }}
        >
          <Inventory2Outlined sx={{ fontSize: 48 }} />
        </Box>
      )}
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{product.name}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {prices.join(' ou ') || 'Sem preço'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={stockText(product)} color={soldOut ? 'default' : 'success'} />
          {product.variantCount > 1 && (
            <Typography variant="caption" color="text.secondary">
              {product.variantCount} variações
            </Typography>
          )}
        </Box>
        {onBuy && (
          <Button
            variant="contained"
            size="small"
            disabled={soldOut || prices.length === 0}
            onClick={onBuy}
            aria-label={`Comprar ${product.name}`}
            sx={{ justifySelf: 'start', mt: 0.5 }}
          >
            Comprar
          </Button>
        )}
      </Box>
    </Paper>
  );
}

function Shelf({ wallet }: { wallet: PointsWallet }) {
  const shelf = useInfiniteQuery(storeQueries.shelf());
  const canBuy = useCan('content.write');
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [buying, setBuying] = useState<ProductSummary | null>(null);
  const products = shelf.data?.pages.flatMap((p) => p.items) ?? [];
  const bought = (order: StoreOrder) => {
    setBuying(null);
    if (order.currency === 'brl') {
      notify.check(`Pedido ${order.code} criado: pague com o Pix.`);
      void navigate(order.buyerPath);
    } else {
      notify.check(`Compra feita: pedido ${order.code}.`);
      setParams({ aba: 'meus-pedidos' });
    }
  };
  if (shelf.isPending) return <LoadingBlocks label="Carregando produtos" columns={3} />;
  if (shelf.isError) return <QueryError error={shelf.error} onRetry={() => void shelf.refetch()} />;
  if (products.length === 0)
    return (
      <EmptyState icon={<StorefrontOutlined />} title="Nenhum produto à venda.">
        Os produtos ativos do catálogo aparecem aqui para comprar com Pix ou com pontos.
      </EmptyState>
    );
  return (
    <>
      {!canBuy && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Como Observador você vê os produtos, mas não compra nesta conta.
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Produtos à venda"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {products.map((p) => (
          <ProductCard
            key={p.id}
            product={p}
            wallet={wallet}
            onBuy={canBuy ? () => setBuying(p) : null}
          />
        ))}
      </Box>
      {shelf.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={shelf.isFetchingNextPage} onClick={() => void shelf.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {buying && (
        <Suspense fallback={<LinearProgress aria-label="Carregando" />}>
          <BuyDialog
            summary={buying}
            wallet={wallet}
            onClose={() => setBuying(null)}
            onBought={bought}
          />
        </Suspense>
      )}
    </>
  );
}

/** `/produto/loja`: the member store — the catalog's products in reais (Pix) and/or points, and "Meus pedidos". */
export function ShopPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'meus-pedidos' ? 'meus-pedidos' : 'produtos';
  const wallet = useWallet();
  const player = useQuery(storeQueries.player());
  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0 }}>
      <PageHeader
        title="Loja"
        subtitle="Produto"
        actions={
          player.data && (
            <Typography color="text.secondary">
              Seus pontos:{' '}
              <strong>{new Intl.NumberFormat('pt-BR').format(player.data.points)}</strong>
            </Typography>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(_e, v: string) => setParams(v === 'produtos' ? {} : { aba: v })}
        aria-label="Seções da loja"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="produtos" label="Produtos" id="aba-produtos" aria-controls="painel-loja" />
        <Tab
          value="meus-pedidos"
          label="Meus pedidos"
          id="aba-meus-pedidos"
          aria-controls="painel-loja"
        />
      </Tabs>
      <Box role="tabpanel" id="painel-loja" aria-labelledby={`aba-${tab}`}>
        {tab === 'produtos' ? <Shelf wallet={wallet} /> : <MyOrders />}
      </Box>
    </Box>
  );
}

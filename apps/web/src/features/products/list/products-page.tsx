import AddIcon from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import { Box, Button, Stack, useMediaQuery, useTheme } from '@mui/material';
import { productStatuses, type ProductStatus } from '@orbita/contracts/products';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SequenceDialogById } from '../../../platform/sequences';
import { useCan } from '../../../platform/session/app-state';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import type { ProductListParams } from '../api/products-api';
import { productsQueries } from '../api/queries';
import { PRODUCT_FEATURE } from '../shared/feature';
import { NewProductDialog } from './new-product-dialog';
import { ProductCards } from './product-cards';
import { ProductFilters, type ProductFilterValues } from './product-filters';
import { ProductTable } from './product-table';

/** The search box: the list asks the server a moment after the typing stops. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const statusOf = (value: string | null): ProductStatus | '' =>
  productStatuses.includes(value as ProductStatus) ? (value as ProductStatus) : '';

/**
 * The filters live in the address (`?q=&status=&categoria=`), so a reload or a shared link
 * shows the same list; the search box keeps its own text while one types.
 */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const status = statusOf(params.get('status'));
  const category = params.get('categoria') ?? '';
  const q = useDebounced(search.trim());
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);
  const values: ProductFilterValues = { search, status, category };
  const change = (v: ProductFilterValues) => {
    setSearch(v.search);
    if (v.status !== status || v.category !== category)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (v.status) next.set('status', v.status);
          else next.delete('status');
          if (v.category) next.set('categoria', v.category);
          else next.delete('categoria');
          return next;
        },
        { replace: true },
      );
  };
  const query: ProductListParams = {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(category ? { category } : {}),
  };
  return { values, change, query, filtered: !!(q || status || category) };
}

/** `/produto/produtos`: the workspace's products, newest first; editors create and edit them. */
export function ProductsPage() {
  const canWrite = useCan('content.write', PRODUCT_FEATURE);
  const canManage = useCan('structure.manage', PRODUCT_FEATURE);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const filters = useFilters();
  const list = useInfiniteQuery(productsQueries.list(filters.query));
  const categories = useQuery(productsQueries.categories());
  const [creating, setCreating] = useState(false);
  const [codes, setCodes] = useState(false);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title="Produtos"
        subtitle="Produto"
        actions={
          (canWrite || canManage) && (
            <Stack direction="row" spacing={1}>
              {canManage && (
                <Button startIcon={<TagOutlined />} onClick={() => setCodes(true)}>
                  Códigos
                </Button>
              )}
              {canWrite && (
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setCreating(true)}
                >
                  Novo produto
                </Button>
              )}
            </Stack>
          )
        }
      />
      <ProductFilters
        values={filters.values}
        categories={categories.data?.categories ?? []}
        onChange={filters.change}
      />
      {list.isPending ? (
        <LoadingBlocks label="Carregando produtos" height={64} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Inventory2Outlined />}
          title={filters.filtered ? 'Nenhum produto encontrado.' : 'Nenhum produto por aqui.'}
        >
          {filters.filtered
            ? 'Tente outras palavras ou outros filtros.'
            : canWrite
              ? 'Crie o primeiro em "Novo produto": preço em reais ou em pontos, variações, imagens — e ele aparece no catálogo quando estiver ativo.'
              : 'Quando alguém da conta criar um produto, ele aparece aqui.'}
        </EmptyState>
      ) : wide ? (
        <ProductTable items={items} />
      ) : (
        <ProductCards items={items} />
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {creating && <NewProductDialog onClose={() => setCreating(false)} />}
      {codes && (
        // The products' code sequence, edited like every sequence (platform/sequences).
        <SequenceDialogById
          id="produtos"
          title="Códigos dos produtos"
          onClose={() => setCodes(false)}
        />
      )}
    </Box>
  );
}

import AddOutlined from '@mui/icons-material/AddOutlined';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Box, Button, InputAdornment, Skeleton, TextField, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useCan } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { ItemRequestsPanel } from './item-requests-panel';
import { ResourceCard } from './resource-card';
import { VirtualGrid } from './virtual-grid';

const columns = { xs: 1, sm: 2, md: 3, xl: 4 };
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** `/gamificacao/recursos`: what the workspace's games grant, sell and players hold. */
export function ResourcesPage() {
  const pages = useInfiniteQuery(catalogQueries.resourcePages());
  const canManage = useCan('structure.manage', 'games');
  const [search, setSearch] = useState('');
  const term = normalize(useDeferredValue(search).trim());
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // The API pages newest first without a text filter: a search looks through every page.
  useEffect(() => {
    if (term) more();
  }, [term, more]);

  const all = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = term
    ? all.filter((r) => normalize(`${r.name} ${r.description}`).includes(term))
    : all;
  const create = canManage && (
    <Button
      component={Link}
      to="/gamificacao/recurso"
      variant="contained"
      startIcon={<AddOutlined />}
    >
      Novo recurso
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Recursos" subtitle="Gamificação" actions={create} />
      <ItemRequestsPanel />
      {pages.isPending ? (
        <Box
          role="status"
          aria-label="Carregando recursos"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={128} />
          ))}
        </Box>
      ) : pages.isError ? (
        <QueryError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState icon={<DiamondOutlined />} title="Nenhum recurso ainda" action={create}>
          Recursos são o que as gamificações concedem e vendem: moedas, medalhas, vidas extras, um
          dia de folga. Podem ser raros, limitados ou durar pouco tempo.
        </EmptyState>
      ) : (
        <>
          <TextField
            type="search"
            label="Buscar recursos"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ mb: 3, width: { xs: '100%', sm: 360 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
          />
          {shown.length === 0 && !pages.isFetchingNextPage ? (
            <Typography color="text.secondary" role="status">
              Nenhum recurso corresponde a “{search.trim()}”.
            </Typography>
          ) : (
            <VirtualGrid
              label="Recursos"
              items={shown}
              columns={columns}
              rowHeight={128}
              keyOf={(r) => r.id}
              renderItem={(r) => <ResourceCard resource={r} />}
              onEndReached={more}
            />
          )}
          {pages.isFetchingNextPage && (
            <Typography color="text.secondary" role="status" sx={{ mt: 2, textAlign: 'center' }}>
              Carregando mais recursos…
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

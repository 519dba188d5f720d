import AddOutlined from '@mui/icons-material/AddOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { useCan } from '../../../platform/session/app-state';
import { catalogQueries } from '../api/catalog-queries';
import { VirtualGrid } from '../resources/virtual-grid';
import { GameCard } from './game-card';
import { NewGameDialog } from './new-game-dialog';
import { AccountTypeHint } from '../../../ui/account-type-hint';

/** `/gamificacao/gamificacoes`: the workspace's games, newest first. */
export function GamesPage() {
  const pages = useInfiniteQuery(catalogQueries.gamePages());
  const canManage = useCan('structure.manage', 'games');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const games = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const create = canManage && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      Nova gamificação
    </Button>
  );

  return (
    <Box>
      <PageHeader title="Gamificações" subtitle="Gamificação" actions={create} />
      <AccountTypeHint feature="games" />
      {pages.isPending ? (
        <Box
          role="status"
          aria-label="Carregando gamificações"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
          }}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : pages.isError ? (
        <QueryError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState
          icon={<SportsEsportsOutlined />}
          title="Nenhuma gamificação ainda"
          action={create}
        >
          Uma gamificação transforma o trabalho em jogo: missões com recompensas, níveis, troféus,
          loja e ranking. Quem tem o código participa.
        </EmptyState>
      ) : (
        <>
          <VirtualGrid
            label="Gamificações"
            items={games}
            columns={{ xs: 1, sm: 2, lg: 3, xl: 4 }}
            rowHeight={150}
            keyOf={(g) => g.id}
            renderItem={(g) => <GameCard game={g} />}
            onEndReached={more}
          />
          {isFetchingNextPage && (
            <Typography color="text.secondary" role="status" sx={{ mt: 2, textAlign: 'center' }}>
              Carregando mais gamificações…
            </Typography>
          )}
        </>
      )}
      {creating && (
        <NewGameDialog
          open
          onClose={() => setCreating(false)}
          onCreated={(game) => void navigate(`/gamificacao/gamificacao/${game.id}`)}
        />
      )}
    </Box>
  );
}

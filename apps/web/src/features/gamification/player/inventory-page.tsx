import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { playerQueries } from '../api/player-queries';
import { HabitsSection } from './habits/habits-section';
import { InventoryGrid } from './inventory-grid';
import { MyGames } from './my-games';
import { MyItemRequests } from './my-item-requests';
import { PlayerSummary } from './player-summary';
import { StoreSection } from './store-section';
import { Trophies } from './trophies';

/**
 * `/gamificacao/player/inventario`: the player's side of every game — points, level, streak,
 * inventory, trophies, the games joined with their missions and rankings, and their stores.
 * A grant (won toast) or any published gamification change refreshes it.
 */
export function InventoryPage() {
  const player = useQuery(playerQueries.player());
  const join = (
    <Button
      variant="outlined"
      startIcon={<SportsEsportsOutlined />}
      component={RouterLink}
      to="/play"
    >
      Entrar em um jogo
    </Button>
  );
  return (
    <Box>
      <PageHeader title="Inventário" subtitle="Gamificação" actions={join} />
      {player.isPending ? (
        <LoadingBlocks label="Carregando seu inventário" count={3} columns={3} />
      ) : player.isError ? (
        <QueryError error={player.error} onRetry={() => void player.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <PlayerSummary player={player.data} />
          <HabitsSection />
          <InventoryGrid items={player.data.inventory} />
          <MyItemRequests />
          <MyGames games={player.data.games} />
          <StoreSection games={player.data.games} />
          <Trophies trophies={player.data.trophies} />
        </Box>
      )}
    </Box>
  );
}

import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Paper, Tab, Tabs } from '@mui/material';
import type { Game } from '@orbita/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { statusOf } from '../../../platform/http';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { QueryError } from '../../../ui/query-states';
import { catalogQueries } from '../api/catalog-queries';
import { RankingPanel } from '../ranking/ranking-panel';
import { GameHeader } from './game-header';
import { LevelsTab } from './levels-tab';
import { MissionsTab } from './missions-tab';
import { ParticipantsTab } from './participants-tab';
import { SettingsTab } from './settings-tab';
import { StoreTab } from './store-tab';
import { TrophiesTab } from './trophies-tab';
import { useRevealSelectedTab } from './use-reveal-selected-tab';

const tabs = [
  { key: 'missoes', label: 'Missões' },
  { key: 'niveis', label: 'Níveis' },
  { key: 'trofeus', label: 'Troféus' },
  { key: 'loja', label: 'Loja' },
  { key: 'participantes', label: 'Participantes' },
  { key: 'ranking', label: 'Ranking' },
  { key: 'configuracoes', label: 'Configurações' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** `/gamificacao/gamificacao/{id}`: one game and its sections (`?aba=`); without an id, the list. */
export function GamePage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/gamificacao/gamificacoes" replace />;
  return <GameScreen key={id} id={id} />;
}

function GameScreen({ id }: { id: string }) {
  const game = useQuery(catalogQueries.game(id));
  if (game.isPending) return <PageLoading />;
  if (game.isError) {
    if (statusOf(game.error) === 404) {
      return (
        <Box>
          <PageHeader title="Gamificação" subtitle="Gamificação" />
          <Alert
            severity="warning"
            action={
              <Button
                component={Link}
                to="/gamificacao/gamificacoes"
                color="inherit"
                size="small"
                startIcon={<ArrowBack />}
              >
                Ver gamificações
              </Button>
            }
          >
            Gamificação não encontrada. Talvez ela tenha sido excluída ou seja de outra conta.
          </Alert>
        </Box>
      );
    }
    return <QueryError error={game.error} onRetry={() => void game.refetch()} />;
  }
  return <GameSections game={game.data} />;
}

function GameSections({ game }: { game: Game }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const tab: TabKey = tabs.some((t) => t.key === requested) ? (requested as TabKey) : 'missoes';
  const tabsRef = useRevealSelectedTab(tab);
  return (
    <Box>
      <GameHeader game={game} />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          ref={tabsRef}
          value={tab}
          onChange={(_, next: TabKey) =>
            setParams(
              (p) => {
                if (next === 'missoes') p.delete('aba');
                else p.set('aba', next);
                return p;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Seções da gamificação"
        >
          {tabs.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`aba-${t.key}`}
              aria-controls={`painel-${t.key}`}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`}>
        {tab === 'missoes' && <MissionsTab gameId={game.id} />}
        {tab === 'niveis' && <LevelsTab gameId={game.id} />}
        {tab === 'trofeus' && <TrophiesTab gameId={game.id} />}
        {tab === 'loja' && <StoreTab gameId={game.id} />}
        {tab === 'participantes' && <ParticipantsTab gameId={game.id} code={game.code} />}
        {tab === 'ranking' && <RankingPanel gameId={game.id} />}
        {tab === 'configuracoes' && <SettingsTab key={game.updatedAt} game={game} />}
      </Box>
    </Box>
  );
}

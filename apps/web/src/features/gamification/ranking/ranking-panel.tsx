import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import {
  Alert,
  Box,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../ui/query-states';
import { rankingQueries, type RankingBy, type RankingPeriod } from '../api/ranking-api';
import { RankingList } from './ranking-list';

const periods: { value: RankingPeriod; label: string }[] = [
  { value: 'day', label: 'Dia' },
  { value: 'week', label: 'Semana' },
  { value: 'fortnight', label: 'Quinzena' },
  { value: 'all', label: 'Geral' },
];

/**
 * A game's ranking: period (the game's default until the viewer picks one), players or
 * teams, the top 50 with medals, the viewer's own position, and how points are counted.
 * Its keys start with `gamification`, so every grant published by the server refreshes it.
 */
export function RankingPanel({ gameId }: { gameId: string }) {
  const [by, setBy] = useState<RankingBy>('players');
  const [period, setPeriod] = useState<RankingPeriod | null>(null);
  const ranking = useQuery(rankingQueries.ranking(gameId, by, period));
  const shown = period ?? ranking.data?.period ?? null;

  return (
    <Box
      component="section"
      aria-label="Ranking"
      // A readable line length on wide screens; the toggles read as words like the app's buttons.
      sx={{
        display: 'grid',
        gap: 2,
        minWidth: 0,
        maxWidth: 960,
        '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 },
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={by}
          onChange={(_, value: RankingBy | null) => value && setBy(value)}
          aria-label="Ranking por"
        >
          <ToggleButton value="players">Jogadores</ToggleButton>
          <ToggleButton value="teams">Equipes</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={shown}
          onChange={(_, value: RankingPeriod | null) => value && setPeriod(value)}
          aria-label="Período"
        >
          {periods.map((p) => (
            <ToggleButton key={p.value} value={p.value}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {ranking.isPending ? (
        <Box role="status" aria-label="Carregando ranking" sx={{ py: 4 }}>
          <LinearProgress />
        </Box>
      ) : ranking.isError ? (
        <QueryError error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : (
        <Box sx={{ opacity: ranking.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {ranking.data.top.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {by === 'teams'
                ? 'Nenhuma equipe pontuou neste período ainda.'
                : 'Ninguém pontuou neste período ainda.'}
            </Typography>
          ) : (
            <RankingList ranking={ranking.data} meLabel={by === 'teams' ? 'Sua equipe' : 'Você'} />
          )}
          <Alert severity="info" icon={<CalculateOutlined />} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              Como a pontuação é calculada
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {ranking.data.scoringFormula}
            </Typography>
          </Alert>
        </Box>
      )}
    </Box>
  );
}

import ExpandLessOutlined from '@mui/icons-material/ExpandLessOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import {
  Box,
  Button,
  Chip,
  Collapse,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/query-states';
import type { PlayerGame } from '../api/player-queries';
import { RankingPanel } from '../ranking/ranking-panel';
import { CheckInDialog } from './check-in-dialog';

type PlayerMission = PlayerGame['missions'][number];

const xp = new Intl.NumberFormat('pt-BR');

/** A manual mission still open this period: the check-in, or the one waiting for a decision. */
function CheckInControl({ mission, onCheckIn }: { mission: PlayerMission; onCheckIn: () => void }) {
  if (mission.goalKind !== 'manual' || mission.completed) return null;
  if (mission.pendingCheckIn)
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        icon={<HourglassEmptyOutlined />}
        label="Check-in aguardando aprovação"
        sx={{ justifySelf: 'start', maxWidth: '100%' }}
      />
    );
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<TaskAltOutlined />}
      onClick={onCheckIn}
      aria-label={`Fazer check-in em ${mission.name}`}
      sx={{ justifySelf: 'start' }}
    >
      Fazer check-in
    </Button>
  );
}

function MissionRow({ mission, onCheckIn }: { mission: PlayerMission; onCheckIn: () => void }) {
  const shown = Math.min(mission.progress, mission.target);
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {mission.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}
          color={mission.completed ? 'success.main' : undefined}
        >
          {shown}/{mission.target}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        color={mission.completed ? 'success' : 'primary'}
        value={(shown / Math.max(1, mission.target)) * 100}
        aria-label={`Progresso de ${mission.name}`}
      />
      <CheckInControl mission={mission} onCheckIn={onCheckIn} />
    </Box>
  );
}

function GameCard({ entry }: { entry: PlayerGame }) {
  const [ranking, setRanking] = useState(false);
  const [checkingIn, setCheckingIn] = useState<PlayerMission | null>(null);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={entry.game.name}
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
        >
          {entry.game.name}
        </Typography>
        <Chip
          size="small"
          label={`${xp.format(entry.points)} XP`}
          title="Pontos ganhos neste jogo desde o início"
        />
        {entry.level && (
          <Chip
            size="small"
            variant="outlined"
            label={`Nível ${entry.level.n} · ${entry.level.name}`}
          />
        )}
      </Stack>
      {entry.nextLevel && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(entry.progress * 100)}
            aria-label={`XP para o nível ${entry.nextLevel.n} em ${entry.game.name}`}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" color="text.secondary">
            {xp.format(entry.points)} de {xp.format(entry.nextLevel.xpThreshold)} XP para o nível{' '}
            {entry.nextLevel.n} ({entry.nextLevel.name})
          </Typography>
        </Box>
      )}
      {entry.missions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma missão ativa agora.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Missões"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}
        >
          {entry.missions.map((mission) => (
            <MissionRow
              key={mission.id}
              mission={mission}
              onCheckIn={() => setCheckingIn(mission)}
            />
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={ranking ? <ExpandLessOutlined /> : <LeaderboardOutlined />}
          onClick={() => setRanking((v) => !v)}
          aria-expanded={ranking}
        >
          {ranking ? 'Ocultar ranking' : 'Ver ranking'}
        </Button>
        <Button size="small" component={RouterLink} to={`/play/${entry.game.code}`}>
          Página do jogo
        </Button>
      </Stack>
      <Collapse in={ranking} unmountOnExit>
        <RankingPanel gameId={entry.game.id} />
      </Collapse>
      {checkingIn && (
        <CheckInDialog
          mission={checkingIn}
          gameName={entry.game.name}
          onClose={() => setCheckingIn(null)}
        />
      )}
    </Paper>
  );
}

/** The games the player joined, each with its missions' progress and its ranking on demand. */
export function MyGames({ games }: { games: PlayerGame[] }) {
  return (
    <Box component="section" aria-label="Minhas gamificações" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Minhas gamificações
      </Typography>
      {games.length === 0 ? (
        <EmptyState
          icon={<SportsEsportsOutlined />}
          title="Você ainda não participa de nenhum jogo"
          action={
            <Button variant="contained" component={RouterLink} to="/play">
              Entrar com um código
            </Button>
          }
        >
          Peça o código de uma gamificação para quem a criou e participe para ganhar pontos e
          recursos.
        </EmptyState>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' },
            alignItems: 'start',
          }}
        >
          {games.map((entry) => (
            <GameCard key={entry.game.id} entry={entry} />
          ))}
        </Box>
      )}
    </Box>
  );
}

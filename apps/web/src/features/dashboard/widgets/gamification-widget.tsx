import type { DashboardGamification } from '@orbita/contracts/dashboard';
import {
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { WidgetEmpty } from '../components/widget-frame';
import { formatIntegerBR } from '../../../platform/masks/number-br';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: 24, fontWeight: 600, lineHeight: 1.2 }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

const days = (n: number) => `${formatIntegerBR(n)} ${n === 1 ? 'dia' : 'dias'}`;

/** Level, points, streak and the missions under way. */
export function GamificationWidget({ game }: { game: DashboardGamification }) {
  const level =
    game.level === null ? '—' : `${game.level}${game.levelName ? ` · ${game.levelName}` : ''}`;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        <Figure label="Nível" value={level} testId="game-level" />
        <Figure label="Pontos" value={formatIntegerBR(game.points)} testId="game-points" />
        <Figure label="Sequência" value={days(game.streak)} testId="game-streak" />
      </Box>
      {game.activeMissions.length === 0 ? (
        <WidgetEmpty
          text="Nenhuma missão ativa. Escolha uma gamificação para começar."
          action={
            <Button size="small" component={RouterLink} to="/gamificacao/gamificacoes">
              Ver gamificações
            </Button>
          }
        />
      ) : (
        <List dense disablePadding aria-label="Missões ativas">
          {game.activeMissions.map((m) => (
            <ListItem key={m.id} disableGutters sx={{ display: 'block' }}>
              <ListItemText
                primary={m.name}
                secondary={`${m.gameName} · ${formatIntegerBR(m.progress)} de ${formatIntegerBR(m.target)}`}
              />
              <LinearProgress
                variant="determinate"
                value={m.target > 0 ? Math.min(100, (m.progress / m.target) * 100) : 0}
                aria-label={`Progresso de ${m.name}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

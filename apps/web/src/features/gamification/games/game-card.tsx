import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { gameStatusLabels, type Game } from '@orbita/contracts/gamification';
import { Link } from 'react-router';

export function participantsText(n: number): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? 'participante' : 'participantes'}`;
}

/** One game on `/gamificacao/gamificacoes`: name, public code, participants and status. */
export function GameCard({ game }: { game: Game }) {
  const archived = game.status === 'archived';
  return (
    <Card variant="outlined" sx={{ height: '100%', opacity: archived ? 0.75 : 1 }}>
      <CardActionArea
        component={Link}
        to={`/gamificacao/gamificacao/${game.id}`}
        sx={{
          p: 2,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: 1.5,
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', minWidth: 0 }}
        >
          <Typography
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.1rem', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {game.name}
          </Typography>
          <Chip
            size="small"
            label={gameStatusLabels[game.status]}
            color={archived ? 'default' : 'success'}
          />
        </Stack>
        {game.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {game.description}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', fontWeight: 600, letterSpacing: 1 }}
            aria-label={`Código ${game.code}`}
          >
            {game.code}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <PeopleOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{participantsText(game.participantsCount)}</Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

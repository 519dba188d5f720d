import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Box, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { statusOf } from '../../../platform/http';
import { PageLoading } from '../../../ui/page-loading';
import { QueryError } from '../../../ui/query-states';
import type { PublicGame as PublicPlay } from '@orbita/contracts/gamification';
import { playQueries } from '../api/play-api';
import { CodeEntry } from './code-entry';
import { JoinActions } from './join-actions';
import { rewardText } from './reward-text';

const points = new Intl.NumberFormat('pt-BR');

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}
      >
        {icon}
        <Typography variant="h6" component="h2" color="text.primary">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

function Missions({ game }: { game: PublicPlay }) {
  if (game.missions.length === 0)
    return <Typography color="text.secondary">Nenhuma missão ativa no momento.</Typography>;
  return (
    <Stack
      component="ul"
      divider={<Divider flexItem />}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {game.missions.map((mission, index) => (
        <Box component="li" key={`${mission.name}-${index}`}>
          <Typography sx={{ fontWeight: 500 }}>{mission.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {mission.goalText}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Recompensa: {rewardText(mission.reward)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function Levels({ game }: { game: PublicPlay }) {
  if (game.levels.length === 0)
    return <Typography color="text.secondary">Este jogo ainda não tem níveis.</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {game.levels.map((level) => (
        <Box
          component="li"
          key={level.level}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}
        >
          <Chip size="small" label={`Nível ${level.level}`} />
          <Typography sx={{ flex: 1, minWidth: 0 }}>{level.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {points.format(level.xpThreshold)} XP
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function NotFound({ code }: { code: string }) {
  useEffect(() => {
    document.title = 'Jogo não encontrado · Orbita';
  }, []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, display: 'grid', gap: 2 }}>
      <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}>
        <SearchOffOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1">
          Jogo não encontrado
        </Typography>
        <Typography color="text.secondary">
          Nenhum jogo ativo usa o código {code}. Confira o código e tente de novo.
        </Typography>
      </Box>
      <CodeEntry initial={code} />
    </Paper>
  );
}

/** `/play/{codigo}`: the public face of a game — what it asks, what it gives, and the way in. */
export function PublicGame({ code }: { code: string }) {
  const game = useQuery(playQueries.game(code));
  useEffect(() => {
    if (game.data) document.title = `${game.data.name} · Orbita`;
  }, [game.data]);
  if (game.isPending) return <PageLoading />;
  if (game.isError)
    return statusOf(game.error) === 404 ? (
      <NotFound code={code} />
    ) : (
      <QueryError error={game.error} onRetry={() => void game.refetch()} />
    );
  const data = game.data;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Paper sx={{ p: { xs: 2.5, md: 4 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="overline" color="text.secondary">
          {data.workspaceName}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{
            fontWeight: 600,
            fontSize: { xs: '1.7rem', md: '2.2rem' },
            overflowWrap: 'anywhere',
          }}
        >
          {data.name}
        </Typography>
        {data.description && (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{data.description}</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip label={`Código ${data.code}`} variant="outlined" />
          <Chip
            icon={<GroupsOutlined />}
            label={
              data.participantsCount === 1
                ? '1 participante'
                : `${points.format(data.participantsCount)} participantes`
            }
          />
        </Stack>
        <JoinActions game={data} />
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Section title="Missões" icon={<FlagOutlined />}>
          <Missions game={data} />
        </Section>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Section title="Níveis" icon={<EmojiEventsOutlined />}>
            <Levels game={data} />
          </Section>
          <Section title="Como a pontuação é calculada" icon={<EmojiEventsOutlined />}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{data.scoringFormula}</Typography>
          </Section>
        </Box>
      </Box>
    </Box>
  );
}

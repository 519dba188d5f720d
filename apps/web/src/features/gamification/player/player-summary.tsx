import AcUnitOutlined from '@mui/icons-material/AcUnitOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import MilitaryTechOutlined from '@mui/icons-material/MilitaryTechOutlined';
import StarsOutlined from '@mui/icons-material/StarsOutlined';
import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Player } from '../api/player-queries';

const fmt = new Intl.NumberFormat('pt-BR');

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 0.75, alignContent: 'start', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
        {icon}
        <Typography variant="overline" color="text.secondary" component="h2">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

/** Points, level with the XP still to go, and the daily streak with its protections. */
export function PlayerSummary({ player }: { player: Player }) {
  const pct = Math.round(Math.min(1, Math.max(0, player.progress)) * 100);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: '1fr 2fr 1fr' },
      }}
    >
      <Card title="Pontos" icon={<StarsOutlined />}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {fmt.format(player.points)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Saldo de todas as gamificações, para gastar na loja.
        </Typography>
      </Card>
      <Card title="Nível" icon={<MilitaryTechOutlined />}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {player.level ? `Nível ${player.level.n} · ${player.level.name}` : 'Sem nível ainda'}
        </Typography>
        {player.nextLevel ? (
          <>
            <LinearProgress
              variant="determinate"
              value={pct}
              aria-label={`Progresso para o nível ${player.nextLevel.n}`}
              sx={{ height: 10, borderRadius: 5 }}
            />
            <Typography variant="body2" color="text.secondary">
              {pct}% até o nível {player.nextLevel.n} ({player.nextLevel.name}) ·{' '}
              {fmt.format(player.nextLevel.xpThreshold)} XP
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {player.level
              ? 'Você chegou ao nível mais alto.'
              : player.games.length > 0
                ? 'As gamificações de que você participa ainda não têm níveis.'
                : 'Participe de uma gamificação para subir de nível.'}
          </Typography>
        )}
      </Card>
      <Card title="Sequência" icon={<LocalFireDepartmentOutlined />}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {player.streak} {player.streak === 1 ? 'dia' : 'dias'}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <AcUnitOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">
            {player.freezes === 1
              ? '1 congelamento disponível'
              : `${player.freezes} congelamentos disponíveis`}
          </Typography>
        </Stack>
      </Card>
    </Box>
  );
}

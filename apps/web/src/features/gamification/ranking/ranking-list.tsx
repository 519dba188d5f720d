import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Box, Divider, Typography } from '@mui/material';
import type { RankingView } from '../api/ranking-api';

const medals = ['#D4A017', '#9E9E9E', '#B87333'] as const;
const fmt = new Intl.NumberFormat('pt-BR');

export const pointsText = (n: number) =>
  `${fmt.format(n)} ${Math.abs(n) === 1 ? 'ponto' : 'pontos'}`;

function Position({ position }: { position: number }) {
  const medal = position >= 1 && position <= 3 ? medals[position - 1] : undefined;
  return (
    <Box sx={{ width: 44, flexShrink: 0, display: 'flex', alignItems: 'center', gap: 0.25 }}>
      {medal && <EmojiEvents sx={{ color: medal, fontSize: 22 }} aria-hidden />}
      <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {position}º
      </Typography>
    </Box>
  );
}

function Row({
  position,
  name,
  points,
  highlight,
}: {
  position: number;
  name: string;
  points: number;
  highlight?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: highlight ? 'action.selected' : undefined,
      }}
    >
      <Position position={position} />
      <Typography
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontWeight: highlight ? 600 : 400,
        }}
      >
        {name}
      </Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {pointsText(points)}
      </Typography>
    </Box>
  );
}

/**
 * The top of the ranking; the viewer's own position is pinned under it when it falls
 * outside the top (50 rows at most, so no virtualization is needed).
 */
export function RankingList({ ranking, meLabel }: { ranking: RankingView; meLabel: string }) {
  const { top, me } = ranking;
  const meInTop = !!me && top.some((r) => r.position === me.position && r.points === me.points);
  return (
    <Box>
      <Box
        component="ol"
        aria-label="Classificação"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}
      >
        {top.map((row) => (
          <Row
            key={row.id}
            position={row.position}
            name={row.name}
            points={row.points}
            highlight={meInTop && row.position === me.position}
          />
        ))}
      </Box>
      {me && !meInTop && (
        <Box aria-label="Sua posição" role="group">
          <Divider sx={{ my: 1 }}>
            <Typography variant="caption" color="text.secondary">
              Sua posição
            </Typography>
          </Divider>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <Row position={me.position} name={meLabel} points={me.points} highlight />
          </Box>
        </Box>
      )}
    </Box>
  );
}

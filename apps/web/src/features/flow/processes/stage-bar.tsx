import { Box, Tooltip } from '@mui/material';

/** The stages of a process as one thin bar, each segment as wide as its share of the cards. */
export function StageBar({
  stages,
}: {
  stages: { name: string; color: string; cardCount: number }[];
}) {
  const total = stages.reduce((sum, s) => sum + s.cardCount, 0);
  return (
    <Box
      sx={{ display: 'flex', gap: '2px', height: 8, borderRadius: 1, overflow: 'hidden' }}
      aria-hidden
    >
      {stages.map((s) => (
        <Tooltip key={s.name} title={`${s.name}: ${s.cardCount}`}>
          <Box
            sx={{
              bgcolor: s.color,
              flexGrow: total ? Math.max(s.cardCount, 0.15) : 1,
              flexBasis: 0,
              opacity: s.cardCount || !total ? 1 : 0.35,
            }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}

import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Avatar, Box, Paper, Typography } from '@mui/material';
import type { Player } from '../api/player-queries';
import { saoPauloDateTime } from './format';

/** Trophies won so far; an honest line when there are none yet. */
export function Trophies({ trophies }: { trophies: Player['trophies'] }) {
  return (
    <Box component="section" aria-label="Troféus" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Troféus
      </Typography>
      {trophies.length === 0 ? (
        <Typography color="text.secondary">
          Nenhum troféu ainda. Suba de nível e conclua missões para conquistar troféus.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {trophies.map((trophy) => (
            <Paper
              component="li"
              key={trophy.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              <Avatar
                src={trophy.imageUrl ?? undefined}
                alt=""
                sx={{ bgcolor: '#FFF3C4', color: '#B8860B', width: 48, height: 48 }}
              >
                <EmojiEventsOutlined />
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{trophy.name}</Typography>
                {trophy.description && (
                  <Typography variant="body2" color="text.secondary">
                    {trophy.description}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {trophy.gameName} · {saoPauloDateTime(trophy.awardedAt).slice(0, 10)}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import type { ExploreItem } from '@orbita/contracts/explore';
import { useQuery } from '@tanstack/react-query';
import { exploreQueries } from '../api/explore-api';
import { ExploreCard } from './explore-card';

/** "Em destaque": the published items, a row that scrolls sideways (snap on phones). */
export function FeaturedRow({ onReport }: { onReport: (item: ExploreItem) => void }) {
  const featured = useQuery(exploreQueries.featured());
  // Featured is extra: while loading or failing, the feed below says what is going on.
  if (!featured.data || featured.data.items.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="explore-featured"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id="explore-featured" variant="h5" component="h2">
        Em destaque
      </Typography>
      <Box
        component="ul"
        aria-label="Em destaque"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '85%', sm: '45%', md: '31%' },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          p: 0,
          m: 0,
          pb: 1,
          listStyle: 'none',
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {featured.data.items.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <ExploreCard item={item} onReport={onReport} compact />
          </li>
        ))}
      </Box>
    </Box>
  );
}

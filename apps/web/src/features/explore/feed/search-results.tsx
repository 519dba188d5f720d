import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Typography } from '@mui/material';
import type { ExploreItem, ExploreKind } from '@orbita/contracts/explore';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { exploreQueries } from '../api/explore-api';
import { highlightNodes } from '../search/highlight';
import { ExploreCard } from './explore-card';
import { gridSx } from './feed-list';

/** Full-text results (Portuguese, accents ignored) with the matched words marked. */
export function SearchResults({
  q,
  kind,
  onReport,
}: {
  q: string;
  kind: ExploreKind | undefined;
  onReport: (item: ExploreItem) => void;
}) {
  const search = useQuery(exploreQueries.search(q, kind));
  if (search.isPending) return <LoadingBlocks label="Buscando" count={3} columns={3} />;
  if (search.isError)
    return <QueryError error={search.error} onRetry={() => void search.refetch()} />;
  const items = search.data.items;
  if (items.length === 0)
    return (
      <EmptyState icon={<SearchOffIcon />} title="Nada encontrado">
        Tente outras palavras.
      </EmptyState>
    );
  return (
    <Box component="section" aria-labelledby="explore-results" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="explore-results" variant="h5" component="h2">
        Resultados
      </Typography>
      <Box component="ul" aria-label="Resultados" sx={gridSx}>
        {items.map((hit) => (
          <li key={`${hit.kind}:${hit.id}`}>
            <ExploreCard item={hit} excerpt={highlightNodes(hit.highlight)} onReport={onReport} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

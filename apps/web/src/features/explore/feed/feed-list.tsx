import ExploreIcon from '@mui/icons-material/Explore';
import { Box, Button, Typography } from '@mui/material';
import type { ExploreItem, ExploreKind } from '@orbita/contracts/explore';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { exploreQueries } from '../api/explore-api';
import { ExploreCard } from './explore-card';

export const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;

/** The ranked feed, loading the next page when its end scrolls into view ("Carregar mais" too). */
export function FeedList({
  kind,
  onReport,
}: {
  kind: ExploreKind | undefined;
  onReport: (item: ExploreItem) => void;
}) {
  const feed = useInfiniteQuery(exploreQueries.feed(kind));
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const el = end.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (feed.isPending) return <LoadingBlocks label="Carregando o feed" count={6} columns={3} />;
  if (feed.isError) return <QueryError error={feed.error} onRetry={() => void feed.refetch()} />;
  const items = feed.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <EmptyState icon={<ExploreIcon />} title="Nada por aqui ainda">
        Quando publicações e páginas forem abertas ao público, elas aparecem aqui.
      </EmptyState>
    );
  return (
    <Box component="section" aria-labelledby="explore-feed" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="explore-feed" variant="h5" component="h2">
        Recentes e populares
      </Typography>
      <Box component="ul" aria-label="Feed" sx={gridSx}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <ExploreCard item={item} onReport={onReport} />
          </li>
        ))}
      </Box>
      <Box ref={end} sx={{ display: 'flex', justifyContent: 'center', minHeight: 40 }}>
        {hasNextPage && (
          <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            Carregar mais
          </Button>
        )}
      </Box>
    </Box>
  );
}

import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { Avatar, Box, Paper, Skeleton, Typography } from '@mui/material';
import type { Participant } from '@orbita/contracts/gamification';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { personInitials } from '../../../ui/person-initials';
import { catalogQueries } from '../api/catalog-queries';
import { VirtualGrid } from '../resources/virtual-grid';
import { CheckInsPanel } from './check-ins-panel';
import { formatDate } from './format';

function ParticipantRow({ p }: { p: Participant }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}
    >
      <Avatar src={p.avatarUrl ?? undefined} alt="" sx={{ width: 36, height: 36, fontSize: 14 }}>
        {personInitials(p.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={p.name}>
          {p.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {p.teamName ? `${p.teamName} · ` : ''}Desde {formatDate(p.joinedAt)}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Participantes: pending check-ins first (they wait for someone), then who joined, newest first. */
export function ParticipantsTab({ gameId, code }: { gameId: string; code: string }) {
  const pages = useInfiniteQuery(catalogQueries.participants(gameId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const people = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CheckInsPanel gameId={gameId} />
      <Box component="section" aria-labelledby="participants-title">
        <Typography
          id="participants-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 500, mb: 1.5 }}
        >
          Participantes
        </Typography>
        {pages.isPending ? (
          <Skeleton
            variant="rounded"
            height={120}
            role="status"
            aria-label="Carregando participantes"
          />
        ) : pages.isError ? (
          <QueryError error={pages.error} onRetry={() => void pages.refetch()} />
        ) : people.length === 0 ? (
          <EmptyState icon={<PeopleOutlined />} title="Ninguém participa ainda">
            Compartilhe o código {code} ou o link da gamificação: quem entrar aparece aqui.
          </EmptyState>
        ) : (
          <VirtualGrid
            label="Participantes"
            items={people}
            columns={{ xs: 1, md: 2, xl: 3 }}
            rowHeight={64}
            keyOf={(p) => p.userId}
            renderItem={(p) => <ParticipantRow p={p} />}
            onEndReached={more}
          />
        )}
        {isFetchingNextPage && (
          <Typography color="text.secondary" role="status" sx={{ mt: 2, textAlign: 'center' }}>
            Carregando mais participantes…
          </Typography>
        )}
      </Box>
    </Box>
  );
}

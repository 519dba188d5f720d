import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import SearchIcon from '@mui/icons-material/Search';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  InputAdornment,
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { PlayerRow, PlayerSortKey } from '@orbita/contracts/people';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { PageHeader } from '../../../ui/page-header';
import { peopleQueries } from '../api/queries';
import { usePeopleWrite } from '../lib/access';
import { dateText } from '../lib/format';
import { personPath } from '../list/people-rows';
import { LinkPlayerDialog } from './link-player-dialog';

const defaultDir: Record<PlayerSortKey, 'asc' | 'desc'> = {
  points: 'desc',
  name: 'asc',
  lastActivityAt: 'desc',
  trophies: 'desc',
};

/** "Nível 3 · Mestre (Leitura)" for each game played, the highest level first. */
function levels(player: PlayerRow): string {
  const withLevel = player.games.filter((g) => g.level !== null);
  if (withLevel.length === 0) return '—';
  return withLevel
    .sort((a, b) => (b.level ?? 0) - (a.level ?? 0))
    .map(
      (g) =>
        `Nível ${g.level}${g.levelName ? ` · ${g.levelName}` : ''}${
          player.games.length > 1 ? ` (${g.gameName})` : ''
        }`,
    )
    .join('; ');
}

const points = (n: number) => n.toLocaleString('pt-BR');

function PersonCell({
  player,
  canWrite,
  onLink,
}: {
  player: PlayerRow;
  canWrite: boolean;
  onLink: () => void;
}) {
  if (player.person)
    return (
      <MuiLink component={Link} to={personPath(player.person.id)}>
        {player.person.name}
      </MuiLink>
    );
  return canWrite ? (
    <Button size="small" variant="outlined" onClick={onLink} aria-label={`Vincular ${player.name}`}>
      Vincular
    </Button>
  ) : (
    <Typography variant="body2" color="text.secondary">
      Sem cadastro
    </Typography>
  );
}

/**
 * `/pessoa/players`: the people playing this workspace's games — points, level, trophies,
 * last activity — and the person record each one is, or "Vincular".
 */
export function PlayersPage() {
  const canWrite = usePeopleWrite();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<{ sort: PlayerSortKey; dir: 'asc' | 'desc' }>({
    sort: 'points',
    dir: 'desc',
  });
  const [linking, setLinking] = useState<PlayerRow | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  // The rows stay while another order or search loads (no flash of the loading state).
  const query = useInfiniteQuery({
    ...peopleQueries.players({ ...(q ? { q } : {}), ...sort }),
    placeholderData: keepPreviousData,
  });
  const players = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;

  const sortBy = (by: PlayerSortKey) =>
    setSort((s) => ({
      sort: by,
      dir: s.sort === by ? (s.dir === 'asc' ? 'desc' : 'asc') : defaultDir[by],
    }));
  const header = (by: PlayerSortKey, label: string, align?: 'right') => (
    <TableCell align={align} sortDirection={sort.sort === by ? sort.dir : false}>
      <TableSortLabel
        active={sort.sort === by}
        direction={sort.sort === by ? sort.dir : defaultDir[by]}
        onClick={() => sortBy(by)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  let body;
  if (query.isPending) body = <LoadingBlocks label="Carregando players" height={56} count={4} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (players.length === 0)
    body = (
      <EmptyState
        icon={<SportsEsportsOutlined />}
        title={q ? 'Nenhum player encontrado' : 'Ninguém jogando ainda'}
        action={
          !q && (
            <Button component={Link} to="/gamificacao/gamificacoes" variant="outlined">
              Ver gamificações
            </Button>
          )
        }
      >
        {q
          ? 'Mude a busca.'
          : 'Quem entra num jogo desta conta (pelo link ou código) aparece aqui, com pontos, nível e troféus.'}
      </EmptyState>
    );
  else if (wide)
    body = (
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Players">
          <TableHead>
            <TableRow>
              {header('name', 'Player')}
              {header('points', 'Pontos', 'right')}
              <TableCell>Nível</TableCell>
              {header('trophies', 'Troféus', 'right')}
              {header('lastActivityAt', 'Última atividade')}
              <TableCell>Pessoa</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {players.map((p) => (
              <TableRow key={p.userId} hover>
                <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                  <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{p.name}</Typography>
                  {p.email && (
                    <Typography variant="body2" color="text.secondary">
                      {p.email}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {points(p.points)}
                </TableCell>
                <TableCell>{levels(p)}</TableCell>
                <TableCell align="right">{p.trophies}</TableCell>
                <TableCell>{dateText(p.lastActivityAt)}</TableCell>
                <TableCell>
                  <PersonCell player={p} canWrite={canWrite} onLink={() => setLinking(p)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  else
    body = (
      <Box component="ul" aria-label="Players" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
        {players.map((p) => (
          <Card key={p.userId} component="li" variant="outlined" sx={{ listStyle: 'none' }}>
            <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 1.5 } }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
                  {p.name}
                </Typography>
                <Chip size="small" color="primary" label={`${points(p.points)} pts`} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {levels(p)} · {p.trophies} {p.trophies === 1 ? 'troféu' : 'troféus'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Última atividade: {dateText(p.lastActivityAt)}
              </Typography>
              <Box>
                <PersonCell player={p} canWrite={canWrite} onLink={() => setLinking(p)} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PageHeader
        title="Players"
        subtitle="Pessoas"
        actions={
          <Button component={Link} to="/pessoa/pessoas" startIcon={<ArrowBack />}>
            Pessoas
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          placeholder="Nome ou e-mail"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
          slotProps={{
            htmlInput: { 'aria-label': 'Buscar players', maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {!wide && players.length > 0 && (
          <Button
            size="small"
            onClick={() => sortBy(sort.sort === 'points' ? 'lastActivityAt' : 'points')}
            endIcon={sort.dir === 'asc' ? <ArrowUpward /> : <ArrowDownward />}
          >
            {sort.sort === 'points' ? 'Por pontos' : 'Por atividade'}
          </Button>
        )}
        {query.isSuccess && total > 0 && (
          <Typography variant="body2" color="text.secondary">
            {total === 1 ? '1 player' : `${total.toLocaleString('pt-BR')} players`}
          </Typography>
        )}
      </Box>
      {body}
      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {linking && <LinkPlayerDialog player={linking} onClose={() => setLinking(null)} />}
    </Box>
  );
}

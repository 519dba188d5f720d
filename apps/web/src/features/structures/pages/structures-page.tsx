import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  structureKindLabels,
  structureKinds,
  type Structure,
  type StructureKind,
} from '@orbita/contracts/structures';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../platform/session/app-state';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { structuresQueries } from '../api/queries';
import { KindIcon, kindPlurals } from '../components/kind-icon';
import { UseStructureDialog } from '../components/use-structure-dialog';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function StructureCard({
  structure,
  canUse,
  onUse,
}: {
  structure: Structure;
  canUse: boolean;
  onUse: () => void;
}) {
  const versions = structure.currentVersion;
  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={structure.name}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <KindIcon kind={structure.kind} color="primary" />
          <Typography variant="caption" color="text.secondary">
            {structureKindLabels[structure.kind]}
            {structure.gallery ? ' · Galeria' : ` · versão ${versions}`}
          </Typography>
        </Stack>
        <Typography
          variant="h6"
          component="h3"
          sx={{ fontSize: '1.05rem', wordBreak: 'break-word' }}
        >
          {structure.name}
        </Typography>
        {structure.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {structure.description}
          </Typography>
        )}
        {structure.summary && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {structure.summary}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={`/fabrica/estrutura/${structure.id}`}
          size="small"
          aria-label={`Detalhes de ${structure.name}`}
        >
          Detalhes
        </Button>
        {canUse && (
          <Button
            size="small"
            variant="contained"
            onClick={onUse}
            aria-label={`Usar ${structure.name}`}
          >
            Usar
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function CardGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'repeat(3, 1fr)',
          xl: 'repeat(4, 1fr)',
        },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * /fabrica/estruturas: the starter gallery ("Galeria") and the workspace's own structures
 * ("Da sua conta"), filtered by kind (chips) and by a search over names and descriptions;
 * "Usar" creates a record from one, here or in another of the person's workspaces.
 */
export function StructuresPage() {
  const [kind, setKind] = useState<StructureKind | undefined>(undefined);
  const [search, setSearch] = useState('');
  const term = fold(useDeferredValue(search).trim());
  const [using, setUsing] = useState<Structure | null>(null);
  const canUse = useCan('structure.manage', 'structures');
  const query = useInfiniteQuery(structuresQueries.list(kind));
  const matches = (s: Structure) =>
    !term || fold(`${s.name} ${s.description} ${s.summary}`).includes(term);
  const gallery = (query.data?.pages[0]?.gallery ?? []).filter(matches);
  const own = (query.data?.pages.flatMap((p) => p.items) ?? []).filter(matches);

  const card = (s: Structure) => (
    <StructureCard key={s.id} structure={s} canUse={canUse} onUse={() => setUsing(s)} />
  );

  return (
    <Box>
      <PageHeader title="Estruturas" subtitle="Fábrica" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Modelos prontos para criar listas, processos, mapas, páginas, códices e jogos em um clique.
        Salve qualquer um dos seus como estrutura pelo menu dele (“Salvar como estrutura”).
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' } }}
      >
        <Stack
          direction="row"
          role="group"
          aria-label="Filtrar por tipo"
          sx={{ flexWrap: 'wrap', gap: 1, flex: 1 }}
        >
          <Chip
            label="Todas"
            color={kind === undefined ? 'primary' : 'default'}
            variant={kind === undefined ? 'filled' : 'outlined'}
            aria-pressed={kind === undefined}
            onClick={() => setKind(undefined)}
          />
          {structureKinds.map((k) => (
            <Chip
              key={k}
              label={kindPlurals[k]}
              icon={<KindIcon kind={k} />}
              color={kind === k ? 'primary' : 'default'}
              variant={kind === k ? 'filled' : 'outlined'}
              aria-pressed={kind === k}
              onClick={() => setKind(kind === k ? undefined : k)}
            />
          ))}
        </Stack>
        <TextField
          size="small"
          label="Buscar estruturas"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: { md: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>

      {query.isPending ? (
        <LoadingBlocks label="Carregando estruturas" count={6} height={160} columns={3} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="galeria">
            <Typography id="galeria" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Galeria
            </Typography>
            {gallery.length > 0 ? (
              <CardGrid label="Galeria">{gallery.map(card)}</CardGrid>
            ) : (
              <Typography color="text.secondary">
                Nenhuma estrutura da galeria {term ? 'com essa busca' : 'deste tipo'}.
              </Typography>
            )}
          </Box>
          <Box component="section" aria-labelledby="da-sua-conta">
            <Typography id="da-sua-conta" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Da sua conta
            </Typography>
            {own.length > 0 ? (
              <CardGrid label="Da sua conta">{own.map(card)}</CardGrid>
            ) : term ? (
              <Typography color="text.secondary">
                Nenhuma estrutura da conta com essa busca.
              </Typography>
            ) : (
              <EmptyState
                icon={<KindIcon kind={kind ?? 'lista'} />}
                title="Nenhuma estrutura da conta ainda"
                action={
                  <Button component={RouterLink} to="/flow/listas" variant="outlined">
                    Ir para Listas
                  </Button>
                }
              >
                Abra uma lista, processo, mapa, página, códex ou jogo e escolha “Salvar como
                estrutura” no menu dele. Ou comece por uma estrutura da galeria acima.
              </EmptyState>
            )}
            {query.hasNextPage && (
              <Box sx={{ textAlign: 'center', mt: 2 }}>
                <Button
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                >
                  Carregar mais
                </Button>
              </Box>
            )}
          </Box>
        </Stack>
      )}
      {using && <UseStructureDialog structure={using} onClose={() => setUsing(null)} />}
    </Box>
  );
}

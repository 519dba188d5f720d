import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, InputAdornment, Stack, Tab, Tabs, TextField } from '@mui/material';
import type { MindMapListFilter } from '@orbita/contracts/mind-maps';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { PageHeader } from '../../../ui/page-header';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import { useCreateMindMap } from '../api/mutations';
import { mindMapsQueries } from '../api/queries';
import { ImportDialog } from './import-dialog';
import { MapCard, mapPath } from './map-card';
import { useMapActions } from './use-map-actions';

/** The tabs, by their `?aba=` value. */
const tabs = [
  { key: 'todos', label: 'Todos', filter: 'active' },
  { key: 'favoritos', label: 'Favoritos', filter: 'favourites' },
  { key: 'arquivados', label: 'Arquivados', filter: 'archived' },
] as const satisfies readonly { key: string; label: string; filter: MindMapListFilter }[];

const emptyText: Record<(typeof tabs)[number]['key'], string> = {
  todos: 'Nenhum mapa por aqui.',
  favoritos: 'Nenhum mapa favorito.',
  arquivados: 'Nenhum mapa arquivado.',
};

/** The search as typed, sent once the person pauses (a request per key would be wasted). */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** "Novo mapa": a blank map (its root is its title), opened at once in the editor. */
export function useNewMap() {
  const create = useCreateMindMap();
  const navigate = useNavigate();
  const start = () =>
    create.mutate(
      {},
      {
        onSuccess: (map) => void navigate(mapPath(map.id)),
        onError: (error) => notify.error(error.message),
      },
    );
  return { start, busy: create.isPending };
}

/** `/mind-space/mind-maps`: the workspace's maps as cards, by tab and search. */
export function MindMapsPage() {
  const canManage = useCan('structure.manage');
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.key === params.get('aba')) ?? tabs[0];
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const list = useInfiniteQuery(mindMapsQueries.list({ filter: tab.filter, q }));
  const maps = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { actionsFor, dialogs } = useMapActions();
  const newMap = useNewMap();
  const [importing, setImporting] = useState(false);

  const chooseTab = (key: string) =>
    setParams(
      (p) => {
        if (key === 'todos') p.delete('aba');
        else p.set('aba', key);
        return p;
      },
      { replace: true },
    );

  return (
    <Box sx={{ maxWidth: 1600 }}>
      <PageHeader
        title="Mapas mentais"
        subtitle="Mind space"
        actions={
          canManage && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => setImporting(true)}
              >
                Importar
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                loading={newMap.busy}
                onClick={newMap.start}
              >
                Novo mapa
              </Button>
            </Stack>
          )
        }
      />
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'stretch', md: 'center' },
          flexDirection: { xs: 'column', md: 'row' },
          mb: 2,
        }}
      >
        <Tabs
          value={tab.key}
          onChange={(_, key: string) => chooseTab(key)}
          aria-label="Quais mapas"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ flex: 1, minHeight: 40 }}
        >
          {tabs.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} sx={{ minHeight: 40 }} />
          ))}
        </Tabs>
        <TextField
          size="small"
          type="search"
          label="Buscar mapas"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { xs: '100%', md: 320 } }}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {list.isPending ? (
        <LoadingBlocks label="Carregando mapas" height={200} count={4} columns={4} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : maps.length === 0 ? (
        <EmptyState
          icon={<AccountTreeOutlined />}
          title={q ? `Nenhum mapa encontrado para "${q}".` : emptyText[tab.key]}
          action={
            !q &&
            tab.key === 'todos' && (
              <Button component={Link} to="/mind-space/mind-place" variant="outlined">
                Ver modelos
              </Button>
            )
          }
        >
          {q
            ? 'Tente outras palavras: a busca olha o título e a descrição.'
            : tab.key === 'favoritos'
              ? 'Marque a estrela de um mapa para encontrá-lo aqui.'
              : tab.key === 'arquivados'
                ? 'Mapas arquivados saem da lista principal e ficam guardados aqui.'
                : canManage
                  ? 'Crie um mapa em branco, comece por um modelo ou importe um arquivo.'
                  : 'Quando alguém da conta criar um mapa, ele aparece aqui.'}
        </EmptyState>
      ) : (
        <Box
          role="list"
          aria-label="Mapas"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          }}
        >
          {maps.map((map) => (
            <Box role="listitem" key={map.id}>
              <MapCard map={map} actions={actionsFor(map)} />
            </Box>
          ))}
        </Box>
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Carregar mais
          </Button>
        </Box>
      )}
      {dialogs}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </Box>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { ExploreItem, ExploreKind } from '@orbita/contracts/explore';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../platform/session/use-session';
import { FeaturedRow } from './featured-row';
import { FeedList } from './feed-list';
import { ReportDialog } from './report-dialog';
import { SearchResults } from './search-results';

type Filter = 'all' | ExploreKind;

function useDebounced(value: string, ms = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * `/explorar` (public, signed in or out): public and published publications and pages of
 * every workspace — "Em destaque" (published) first, then the ranked feed with infinite
 * scroll — searchable in Portuguese, with reactions and "Denunciar". Unlisted, private and
 * hidden items never come from the server (the one visibility rule, contracts/explore).
 */
export function ExplorePage() {
  const signedIn = !!useSession();
  const [filter, setFilter] = useState<Filter>('all');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const [reporting, setReporting] = useState<ExploreItem | null>(null);
  const kind = filter === 'all' ? undefined : filter;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1">
            Explorar
          </Typography>
          <Typography color="text.secondary">
            Publicações e páginas abertas ao público de todo o Orbita.
          </Typography>
        </Box>
        {signedIn ? (
          <Button component={RouterLink} to="/me/home">
            Meu painel
          </Button>
        ) : (
          <Button component={RouterLink} to="/" variant="outlined">
            Entrar
          </Button>
        )}
      </Box>
      <Box component="search" sx={{ display: 'grid', gap: 1 }}>
        <TextField
          type="search"
          label="Buscar"
          placeholder="Buscar publicações e páginas"
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 200 },
          }}
        />
        <Tabs
          value={filter}
          onChange={(_, value: Filter) => setFilter(value)}
          aria-label="Filtrar por tipo"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="all" label="Tudo" />
          <Tab value="publication" label="Publicações" />
          <Tab value="page" label="Páginas" />
        </Tabs>
      </Box>
      {q ? (
        <SearchResults q={q} kind={kind} onReport={setReporting} />
      ) : (
        <>
          {filter === 'all' && <FeaturedRow onReport={setReporting} />}
          <FeedList kind={kind} onReport={setReporting} />
        </>
      )}
      {reporting && <ReportDialog item={reporting} onClose={() => setReporting(null)} />}
    </Box>
  );
}

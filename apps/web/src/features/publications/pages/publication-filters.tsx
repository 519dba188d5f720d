import SearchIcon from '@mui/icons-material/Search';
import { Box, Chip, InputAdornment, MenuItem, TextField } from '@mui/material';
import {
  publicationStatuses,
  publicationStatusLabels,
  publicationVisibilities,
  publicationVisibilityLabels,
  type PublicationStatus,
  type PublicationVisibility,
} from '@orbita/contracts/explore';
import { PUBLICATION_SEARCH_MAX, PUBLICATION_TAG_MAX } from '@orbita/contracts/publications';
import { useSearchParams } from 'react-router';
import type { PublicationListParams } from '../api/publications-api';

const isStatus = (v: string | null): v is PublicationStatus =>
  publicationStatuses.includes(v as PublicationStatus);
const isVisibility = (v: string | null): v is PublicationVisibility =>
  publicationVisibilities.includes(v as PublicationVisibility);

/**
 * The list's filters live in the address (`?status=&visibilidade=&etiqueta=`), so a filtered
 * list can be shared and survives a reload; the search box is local (typed, then debounced).
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const visibility = params.get('visibilidade');
  const filters: Omit<PublicationListParams, 'q'> = {
    ...(isStatus(status) && { status }),
    ...(isVisibility(visibility) && { visibility }),
    ...(params.get('etiqueta') && { tag: params.get('etiqueta')! }),
  };
  const set = (name: 'status' | 'visibilidade' | 'etiqueta', value: string | undefined) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        return p;
      },
      { replace: true },
    );
  return { filters, set };
}

export function PublicationFilters({
  search,
  onSearch,
  filters,
  set,
}: {
  search: string;
  onSearch: (q: string) => void;
} & ReturnType<typeof useListFilters>) {
  return (
    <Box
      role="search"
      aria-label="Filtrar publicações"
      sx={{
        // A phone: the search and the tag across, status and visibility side by side.
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: 1.5,
        flexWrap: 'wrap',
        alignItems: 'center',
        mb: 2,
        '& > :first-of-type, & > :last-child': { gridColumn: '1 / -1' },
      }}
    >
      <TextField
        size="small"
        type="search"
        label="Buscar publicações"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: { sm: '1 1 260px' } }}
        slotProps={{
          htmlInput: { maxLength: PUBLICATION_SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status ?? ''}
        onChange={(e) => set('status', e.target.value || undefined)}
        sx={{ minWidth: { sm: 150 } }}
      >
        <MenuItem value="">Todos</MenuItem>
        {publicationStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {publicationStatusLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Visibilidade"
        value={filters.visibility ?? ''}
        onChange={(e) => set('visibilidade', e.target.value || undefined)}
        sx={{ minWidth: { sm: 160 } }}
      >
        <MenuItem value="">Todas</MenuItem>
        {publicationVisibilities.map((v) => (
          <MenuItem key={v} value={v}>
            {publicationVisibilityLabels[v]}
          </MenuItem>
        ))}
      </TextField>
      {filters.tag ? (
        <Chip
          label={`Etiqueta: #${filters.tag}`}
          onDelete={() => set('etiqueta', undefined)}
          aria-label={`Etiqueta ${filters.tag}: remover o filtro`}
        />
      ) : (
        <TextField
          size="small"
          label="Etiqueta"
          placeholder="Digite e Enter"
          sx={{ minWidth: { sm: 160 } }}
          slotProps={{ htmlInput: { maxLength: PUBLICATION_TAG_MAX } }}
          onKeyDown={(e) => {
            const value = (e.target as HTMLInputElement).value.replace(/^#/, '').trim();
            if (e.key === 'Enter' && value) set('etiqueta', value);
          }}
        />
      )}
    </Box>
  );
}

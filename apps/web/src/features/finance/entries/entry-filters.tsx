import {
  entryStatusLabels,
  entryTypeLabels,
  type Box,
  type Category,
  type EntryFilters,
} from '@orbita/contracts/finance';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Badge,
  Box as Layout,
  Button,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { CategorySelect } from '../shared/category-select';
import { DateField } from '../../../ui/date-field';

const emptyToUndefined = (v: string) => (v === '' ? undefined : v);

/**
 * The filters of the entry list: período, caixa, categoria, tag, tipo, situação, busca.
 * The search waits for a pause in typing so each key does not ask the server.
 */
export function EntryFiltersBar({
  filters,
  onChange,
  boxes,
  categories,
}: {
  filters: EntryFilters;
  onChange: (next: EntryFilters) => void;
  boxes: Box[];
  categories: Category[];
}) {
  const set = (patch: Partial<EntryFilters>) => onChange({ ...filters, ...patch });
  const [q, setQ] = useState(filters.q ?? '');
  const [tag, setTag] = useState(filters.tag ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      const nextQ = emptyToUndefined(q.trim());
      const nextTag = emptyToUndefined(tag.trim().toLowerCase());
      if (nextQ !== filters.q || nextTag !== filters.tag)
        onChange({ ...filters, q: nextQ, tag: nextTag });
    }, 350);
    return () => clearTimeout(timer);
  }, [q, tag, filters, onChange]);
  const active = Object.values(filters).some((v) => v !== undefined);
  // On a phone the nine filters would push the list off the screen: the search stays, the rest fold.
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [unfolded, setUnfolded] = useState(false);
  const search = (
    <TextField
      size="small"
      label="Buscar"
      type="search"
      value={q}
      onChange={(e) => setQ(e.target.value)}
    />
  );
  if (narrow && !unfolded)
    return (
      <Layout
        role="search"
        aria-label="Filtros de lançamentos"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          gap: 1.5,
          alignItems: 'center',
          mb: 2,
        }}
      >
        {search}
        <Badge
          color="primary"
          variant="dot"
          invisible={!Object.entries(filters).some(([k, v]) => k !== 'q' && v !== undefined)}
        >
          <Button startIcon={<FilterListIcon />} onClick={() => setUnfolded(true)}>
            Filtros
          </Button>
        </Badge>
      </Layout>
    );

  return (
    <Layout
      role="search"
      aria-label="Filtros de lançamentos"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(9, auto)' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      <DateField
        size="small"
        commit="blur"
        label="De"
        value={filters.from ?? ''}
        onChange={(from) => set({ from: emptyToUndefined(from) })}
      />
      <DateField
        size="small"
        commit="blur"
        label="Até"
        value={filters.to ?? ''}
        onChange={(to) => set({ to: emptyToUndefined(to) })}
      />
      <TextField
        size="small"
        select
        label="Caixa"
        value={filters.boxId ?? ''}
        onChange={(e) => set({ boxId: emptyToUndefined(e.target.value) })}
      >
        <MenuItem value="">Todas</MenuItem>
        {boxes.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <CategorySelect
        size="small"
        label="Categoria"
        categories={categories}
        type={filters.type}
        value={filters.categoryId}
        onChange={(id) => set({ categoryId: id ?? undefined })}
        emptyLabel="Todas"
      />
      <TextField size="small" label="Tag" value={tag} onChange={(e) => setTag(e.target.value)} />
      <TextField
        size="small"
        select
        label="Tipo"
        value={filters.type ?? ''}
        onChange={(e) => set({ type: emptyToUndefined(e.target.value) as EntryFilters['type'] })}
      >
        <MenuItem value="">Todos</MenuItem>
        {Object.entries(entryTypeLabels).map(([k, label]) => (
          <MenuItem key={k} value={k}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        label="Situação"
        value={filters.status ?? ''}
        onChange={(e) =>
          set({ status: emptyToUndefined(e.target.value) as EntryFilters['status'] })
        }
      >
        <MenuItem value="">Todas</MenuItem>
        {Object.entries(entryStatusLabels).map(([k, label]) => (
          <MenuItem key={k} value={k}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {search}
      <Button
        disabled={!active}
        onClick={() => {
          setQ('');
          setTag('');
          onChange({});
        }}
      >
        Limpar filtros
      </Button>
    </Layout>
  );
}

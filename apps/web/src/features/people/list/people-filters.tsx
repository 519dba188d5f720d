import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import type { PersonKind, PersonSortKey } from '@orbita/contracts/people';
import { CompanyField } from './company-field';
import type { CompanyOption } from './person-form';
import { defaultDir, type PeopleSort } from './people-rows';

export interface Filters {
  text: string;
  kind: PersonKind | '';
  tag: string;
  company: CompanyOption | null;
  /** Days without contact ('' = any). */
  noContact: '' | '30' | '60' | '90';
}

export const noFilters: Filters = { text: '', kind: '', tag: '', company: null, noContact: '' };

const sortOptions: { value: string; label: string }[] = [
  { value: 'name:asc', label: 'Nome (A→Z)' },
  { value: 'name:desc', label: 'Nome (Z→A)' },
  { value: 'lastContactAt:asc', label: 'Contato mais antigo primeiro' },
  { value: 'lastContactAt:desc', label: 'Contato mais recente primeiro' },
  { value: 'createdAt:desc', label: 'Cadastro mais novo primeiro' },
  { value: 'createdAt:asc', label: 'Cadastro mais antigo primeiro' },
];

/** Busca, tipo, etiqueta, empresa, último contato and the order. */
export function PeopleFilters({
  filters,
  onChange,
  sort,
  onSort,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  sort: PeopleSort;
  onSort: (s: PeopleSort) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'minmax(220px, 2fr) repeat(3, minmax(140px, 1fr)) minmax(170px, 1fr) minmax(200px, 1fr)',
        },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <TextField
        size="small"
        type="search"
        placeholder="Nome, e-mail, telefone ou CPF/CNPJ"
        value={filters.text}
        onChange={(e) => onChange({ text: e.target.value })}
        slotProps={{
          htmlInput: { 'aria-label': 'Buscar pessoas', maxLength: 200 },
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
        label="Tipo"
        value={filters.kind}
        onChange={(e) => onChange({ kind: e.target.value as Filters['kind'] })}
      >
        <MenuItem value="">Todos</MenuItem>
        <MenuItem value="person">Pessoas</MenuItem>
        <MenuItem value="company">Empresas</MenuItem>
      </TextField>
      <TextField
        size="small"
        label="Etiqueta"
        value={filters.tag}
        onChange={(e) => onChange({ tag: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <CompanyField
        size="small"
        value={filters.company}
        onChange={(company) => onChange({ company })}
      />
      <TextField
        select
        size="small"
        label="Último contato"
        value={filters.noContact}
        onChange={(e) => onChange({ noContact: e.target.value as Filters['noContact'] })}
      >
        <MenuItem value="">Qualquer</MenuItem>
        <MenuItem value="30">Sem contato há 30+ dias</MenuItem>
        <MenuItem value="60">Sem contato há 60+ dias</MenuItem>
        <MenuItem value="90">Sem contato há 90+ dias</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Ordenar por"
        value={`${sort.sort}:${sort.dir}`}
        onChange={(e) => {
          const [by, dir] = e.target.value.split(':') as [PersonSortKey, 'asc' | 'desc'];
          onSort({ sort: by, dir: dir ?? defaultDir[by] });
        }}
      >
        {sortOptions.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

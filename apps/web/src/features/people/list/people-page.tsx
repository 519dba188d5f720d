import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Box,
  Button,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/query-states';
import { PageHeader } from '../../../ui/page-header';
import { RoleLimitNote } from '../../../ui/role-limit-note';
import type { PeopleFilter } from '../api/queries';
import { usePeopleWrite } from '../lib/access';
import { useStoredState } from '../lib/stored-state';
import { DuplicatesPanel } from './duplicates-panel';
import { ExportButton } from './export-button';
import { ImportDialog } from './import-dialog';
import { PeopleFilters, noFilters, type Filters } from './people-filters';
import { PeopleList } from './people-list';
import type { PeopleSort } from './people-rows';
import { PersonFormDialog } from './person-form-dialog';

/** What the API is asked: the typed text and tag settle for 300 ms first. */
function useQueryFilter(filters: Filters): PeopleFilter {
  const [settled, setSettled] = useState({ q: '', tag: '' });
  useEffect(() => {
    const timer = setTimeout(
      () => setSettled({ q: filters.text.trim(), tag: filters.tag.trim() }),
      300,
    );
    return () => clearTimeout(timer);
  }, [filters.text, filters.tag]);
  return {
    ...(settled.q ? { q: settled.q } : {}),
    ...(settled.tag ? { tag: settled.tag } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.company ? { companyId: filters.company.id } : {}),
    ...(filters.noContact ? { noContactDays: Number(filters.noContact) } : {}),
  };
}

/**
 * `/pessoa/pessoas`: people and companies — a table or cards (remembered), filters and
 * order, "Nova pessoa", and "Duplicados" with "Mesclar".
 */
export function PeoplePage() {
  const canWrite = usePeopleWrite();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [panel, setPanel] = useState<'todos' | 'duplicados'>('todos');
  const [storedView, setView] = useStoredState<'tabela' | 'cartoes'>(
    'orbita:pessoas:visao',
    'tabela',
  );
  // A phone has no room for the table's columns: cards there, whatever was chosen.
  const view = wide ? storedView : 'cartoes';
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [sort, setSort] = useState<PeopleSort>({ sort: 'name', dir: 'asc' });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const filter = useQueryFilter(filters);
  const filtered = Object.keys(filter).length > 0;

  const empty = (
    <EmptyState
      icon={<PeopleOutline />}
      title="Nenhuma pessoa ainda"
      action={
        canWrite && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Cadastrar a primeira
          </Button>
        )
      }
    >
      Cadastre pessoas e empresas para ver, num só lugar, as tarefas, lançamentos, conversas e
      publicações de cada uma.
    </EmptyState>
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PageHeader
        title="Pessoas"
        subtitle="Pessoas e empresas"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={Link} to="/pessoa/players" startIcon={<SportsEsportsOutlined />}>
              Players
            </Button>
            {canWrite && (
              <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
                Importar
              </Button>
            )}
            <ExportButton filter={{ ...filter, sort: sort.sort }} />
            {canWrite && (
              <Button
                variant="contained"
                startIcon={<PersonAddAlt />}
                onClick={() => setCreating(true)}
              >
                Nova pessoa
              </Button>
            )}
          </Box>
        }
      />
      {!canWrite && <RoleLimitNote />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={panel}
          onChange={(_e, v: typeof panel | null) => v && setPanel(v)}
          aria-label="Mostrar"
        >
          <ToggleButton value="todos">Todos</ToggleButton>
          <ToggleButton value="duplicados">Duplicados</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        {wide && panel === 'todos' && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_e, v: typeof view | null) => v && setView(v)}
            aria-label="Visualização"
          >
            <ToggleButton value="tabela" aria-label="Tabela">
              <Tooltip title="Tabela">
                <TableRowsOutlined fontSize="small" />
              </Tooltip>
            </ToggleButton>
            <ToggleButton value="cartoes" aria-label="Cartões">
              <Tooltip title="Cartões">
                <GridViewOutlined fontSize="small" />
              </Tooltip>
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      {panel === 'duplicados' ? (
        <DuplicatesPanel canWrite={canWrite} />
      ) : (
        <>
          <PeopleFilters
            filters={filters}
            onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
            sort={sort}
            onSort={setSort}
          />
          <PeopleList
            filter={filter}
            sort={sort}
            onSort={setSort}
            view={view}
            filtered={filtered}
            empty={empty}
          />
        </>
      )}
      {creating && <PersonFormDialog person={null} onClose={() => setCreating(false)} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </Box>
  );
}

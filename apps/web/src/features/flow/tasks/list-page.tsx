import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import ChecklistOutlined from '@mui/icons-material/Checklist';
import type { Task } from '@orbita/contracts/flow';
import {
  Box,
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { PageLoading } from '../../../ui/page-loading';
import { useUrlDrawer } from '../../../ui/use-url-drawer';
import { EmptyState } from '../../../ui/query-states';
import { ListIcon } from '../lists/list-icons';
import { TrashButton } from '../trash/trash-button';
import { listQueries } from '../lists/lists-api';
import { useCan } from '../../../platform/session/app-state';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';
import { NexosButton } from '../../../platform/nexos';
import { SaveAsStructureButton } from '../../../platform/structures/save-as-structure';
import { CodeSearch } from './code-search';
import { FilterBar } from './filter-bar';
import { KanbanBoard } from './kanban-board';
import { TaskDrawer } from './task-drawer';
import { taskQueries } from './task-queries';
import type { TableSort } from './table-header';
import { TaskTable } from './task-table';
import type { TaskFilters } from './tasks-api';
import { useStoredState } from './use-stored-state';

// The list's edit dialog opens only on "Editar lista": loaded then, so the list screen stays
// well within its lazy-chunk budget.
const ListFormDialog = lazy(() =>
  import('../lists/list-form-dialog').then((m) => ({ default: m.ListFormDialog })),
);

/** `/flow/lista/{id}`: one list as a kanban or a table, with filters and task details (`?tarefa=`). */
export function ListPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <EmptyState
        icon={<ChecklistOutlined />}
        title="Escolha uma lista"
        action={
          <Button component={Link} to="/flow/listas" variant="contained">
            Ver listas
          </Button>
        }
      >
        Abra uma lista para ver suas tarefas no quadro ou na tabela.
      </EmptyState>
    );
  }
  return <ListScreen key={id} id={id} />;
}

function ListScreen({ id }: { id: string }) {
  const list = useQuery(listQueries.detail(id));
  const [view, setView] = useStoredState<'kanban' | 'tabela'>(`orbita:flow:visao:${id}`, 'kanban');
  const [filters, setFilters] = useState<TaskFilters>({});
  const [sort, setSort] = useState<TableSort>({ sort: 'order', dir: 'asc' });
  const navigate = useNavigate();
  const canManage = useCan('structure.manage');
  const [editing, setEditing] = useState(false);
  const totals = useQuery({ ...taskQueries.totals(id, filters), enabled: list.isSuccess });
  // The task's drawer (`?tarefa=`) opens on the click and the URL follows (ui/use-url-drawer);
  // `open` keeps its identity, so the board and the table (memo) are not drawn again.
  const drawer = useUrlDrawer('tarefa');
  const openHere = drawer.open;
  const open = useCallback(
    (task: Pick<Task, 'id' | 'listId'>) => {
      if (task.listId !== id) void navigate(`/flow/lista/${task.listId}?tarefa=${task.id}`);
      else openHere(task.id);
    },
    [id, navigate, openHere],
  );

  if (list.isPending) return <PageLoading />;
  if (list.isError)
    return (
      <RecordElsewhere
        kind="lista"
        id={id}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  const data = list.data;

  return (
    <Box>
      <PageHeader
        title={data.name}
        subtitle="Flow · Lista"
        actions={
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <IconButton component={Link} to="/flow/listas" aria-label="Voltar às listas">
              <ArrowBack />
            </IconButton>
            <ListIcon name={data.icon} color={data.color} />
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_e, v: 'kanban' | 'tabela' | null) => v && setView(v)}
              aria-label="Visão"
            >
              <ToggleButton value="kanban" aria-label="Kanban">
                <ViewKanbanOutlined fontSize="small" sx={{ mr: 0.5 }} /> Kanban
              </ToggleButton>
              <ToggleButton value="tabela" aria-label="Tabela">
                <TableRowsOutlined fontSize="small" sx={{ mr: 0.5 }} /> Tabela
              </ToggleButton>
            </ToggleButtonGroup>
            <Tooltip title="Ver como mapa mental">
              <IconButton
                component={Link}
                to={`/mind-space/mind-map?lista=${data.id}`}
                aria-label="Ver como mapa mental"
              >
                <AccountTreeOutlined />
              </IconButton>
            </Tooltip>
            <TrashButton list={data} />
            {canManage && (
              <SaveAsStructureButton kind="lista" recordId={data.id} recordName={data.name} />
            )}
            <NexosButton kind="lista" id={data.id} name={data.name} />
            {canManage && (
              <Tooltip title="Editar lista">
                <IconButton onClick={() => setEditing(true)} aria-label="Editar lista">
                  <EditOutlined />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' }, mb: 2, mt: -1 }}
      >
        <Box sx={{ flex: 1 }}>
          <FilterBar filters={filters} onChange={setFilters} />
        </Box>
        <CodeSearch onFound={open} />
      </Stack>
      {view === 'kanban' ? (
        <KanbanBoard list={data} filters={filters} totals={totals.data} onOpen={open} />
      ) : (
        <TaskTable
          list={data}
          filters={filters}
          totals={totals.data}
          sort={sort}
          onSort={setSort}
          onOpen={open}
        />
      )}
      {drawer.shown && <TaskDrawer taskId={drawer.shown} list={data} onClose={drawer.close} />}
      {editing && (
        <Suspense fallback={null}>
          <ListFormDialog open list={data} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Box>
  );
}

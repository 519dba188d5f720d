import type { Task, TaskList, TaskTotals } from '@orbita/contracts/flow';
import {
  Box,
  ButtonBase,
  CircularProgress,
  Paper,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useCan } from '../../../platform/session/app-state';
import { EmptyState, QueryError } from '../../../ui/query-states';
import { RoleLimitNote } from '../../../ui/role-limit-note';
import { ColumnChooser } from './column-chooser';
import { InlineCell } from './inline-cell';
import { NewTaskInline } from './new-task-inline';
import { defaultHidden, tableColumns } from './table-columns';
import { TaskCard } from './task-card';
import { useTaskActions } from './task-actions';
import { useTaskSave } from './use-task-save';
import { taskQueries } from './task-queries';
import type { TaskFilters } from './tasks-api';
import { TableHeader, templateMinWidth, type TableSort } from './table-header';
import { useStoredState } from './use-stored-state';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import ChecklistOutlined from '@mui/icons-material/Checklist';
import { useScreenFill } from '../../../ui/use-screen-fill';

/**
 * The table view: sortable columns (server order), inline edit, column choice, a totals row,
 * rows rendered only while on screen, the next page loaded on scroll; cards below md.
 * Memo: not drawn again when the list page's query changes (a task's drawer opening).
 */
export const TaskTable = memo(function TaskTable({
  list,
  filters,
  totals,
  sort,
  onSort,
  onOpen,
}: {
  list: TaskList;
  filters: TaskFilters;
  totals: TaskTotals | undefined;
  sort: TableSort;
  onSort: (s: TableSort) => void;
  onOpen: (task: Task) => void;
}) {
  // Virtual rows change on every scroll: compiled memoization would show stale rows.
  'use no memo';
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const query = useInfiniteQuery(taskQueries.table(list.id, filters, sort.sort, sort.dir));
  const tasks = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const actions = useTaskActions((code) => tasks.find((t) => t.code === code), onOpen);
  const all = useMemo(() => tableColumns(list), [list]);
  const [hidden, setHidden] = useStoredState<string[]>(
    `orbita:flow:colunas:${list.id}`,
    defaultHidden,
  );
  const columns = all.filter((c) => !hidden.includes(c.id));
  const template = columns.map((c) => c.width).join(' ');
  const minWidth = templateMinWidth(columns);
  const taskSave = useTaskSave();
  // An Observador reads the table: no "Nova tarefa", cells that do not open an editor.
  const canWrite = useCan('content.write');
  const scroller = useRef<HTMLDivElement>(null);
  const [fillHeight, setFillElement] = useScreenFill<HTMLDivElement>({ xs: 330, md: 260 });
  const rowHeight = narrow ? 120 : 44;
  const virtual = useVirtualRows({
    count: tasks.length,
    scroller: () => scroller.current,
    estimateSize: rowHeight,
    overscan: 10,
    keyOf: (i) => tasks[i]!.id,
    gap: narrow ? 8 : 0,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= tasks.length - 20) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, tasks.length]);

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <Paper
      ref={setFillElement}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: fillHeight,
        minHeight: { xs: 320, md: 420 },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          p: 1,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 200 }}>
          {canWrite ? <NewTaskInline listId={list.id} /> : <RoleLimitNote sx={{ py: 0.5 }} />}
        </Box>
        {!narrow && <ColumnChooser columns={all} hidden={hidden} onChange={setHidden} />}
      </Stack>
      <Box
        ref={scroller}
        {...actions.handlers}
        sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}
        role={narrow ? 'list' : 'table'}
        aria-label={`Tarefas de ${list.name}`}
        aria-rowcount={narrow ? undefined : (totals?.all.count ?? tasks.length) + (totals ? 2 : 1)}
      >
        {!narrow && (
          <TableHeader
            columns={columns}
            template={template}
            minWidth={minWidth}
            sort={sort}
            onSort={onSort}
          />
        )}
        {query.isPending ? (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 6 }}
            role="status"
            aria-label="Carregando tarefas"
          >
            <CircularProgress />
          </Box>
        ) : tasks.length === 0 ? (
          <Box sx={{ p: 2 }}>
            <EmptyState icon={<ChecklistOutlined />} title="Nenhuma tarefa aqui">
              {canWrite
                ? 'Crie a primeira com “Nova tarefa”, ou mude os filtros.'
                : 'Mude os filtros para ver outras tarefas.'}
            </EmptyState>
          </Box>
        ) : (
          <Box
            sx={{
              height: virtual.getTotalSize(),
              position: 'relative',
              minWidth: narrow ? undefined : minWidth,
              p: narrow ? 1 : 0,
            }}
          >
            {items.map((row) => {
              const task = tasks[row.index]!;
              return narrow ? (
                <Box
                  key={row.key}
                  role="listitem"
                  data-index={row.index}
                  ref={virtual.measureElement}
                  sx={{ position: 'absolute', top: row.start, left: 8, right: 8 }}
                >
                  <TaskCard
                    task={task}
                    tabIndex={0}
                    onClick={() => onOpen(task)}
                    onKeyDown={(e) => e.key === 'Enter' && onOpen(task)}
                    formulas={list.formulas}
                  />
                </Box>
              ) : (
                <Box
                  key={row.key}
                  role="row"
                  aria-rowindex={row.index + 2}
                  data-task-code={task.code}
                  sx={{
                    position: 'absolute',
                    top: row.start,
                    left: 0,
                    right: 0,
                    minWidth,
                    height: rowHeight,
                    display: 'grid',
                    gridTemplateColumns: template,
                    alignItems: 'center',
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  {columns.map((c) => (
                    <Box key={c.id} role="cell" sx={{ px: 0.5, minWidth: 0 }}>
                      {c.edit ? (
                        <InlineCell
                          label={`${c.label} de ${task.code}`}
                          display={c.display(task)}
                          value={c.edit.value(task)}
                          editor={c.edit.editor(task)}
                          version={task.version}
                          disabled={!canWrite}
                          onSave={(raw, version) =>
                            taskSave.save({ id: task.id, ...c.edit!.body(raw) }, version)
                          }
                        />
                      ) : c.id === 'code' ? (
                        <ButtonBase
                          onClick={() => onOpen(task)}
                          aria-label={`Abrir ${task.code}`}
                          sx={{
                            px: 0.5,
                            minHeight: 32,
                            fontFamily: 'monospace',
                            fontSize: 14,
                            color: 'primary.main',
                          }}
                        >
                          {task.code}
                        </ButtonBase>
                      ) : (
                        <Box
                          sx={{
                            px: 0.5,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                            whiteSpace: 'nowrap',
                            fontSize: 14,
                          }}
                        >
                          {c.display(task)}
                        </Box>
                      )}
                    </Box>
                  ))}
                </Box>
              );
            })}
          </Box>
        )}
        {isFetchingNextPage && (
          <Box
            sx={{ display: 'grid', placeItems: 'center', py: 1 }}
            role="status"
            aria-label="Carregando mais tarefas"
          >
            <CircularProgress size={20} />
          </Box>
        )}
        {/* In the scroller, stuck to its bottom: it scrolls sideways with the columns and
            shares their scrollbar, so each total stays under its column. */}
        {!narrow && totals && (
          <Box
            role="row"
            aria-label="Totais"
            aria-rowindex={totals.all.count + 2}
            sx={{
              display: 'grid',
              gridTemplateColumns: template,
              alignItems: 'center',
              minWidth,
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              borderTop: 2,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              backgroundImage: (t) =>
                `linear-gradient(${t.palette.action.hover}, ${t.palette.action.hover})`,
            }}
          >
            {columns.map((c, i) => (
              <Box
                key={c.id}
                role="cell"
                sx={{ px: 1, py: 1, fontSize: 14, fontWeight: 600, minWidth: 0 }}
              >
                {c.total ? c.total(totals.all) : i === 1 ? 'Totais' : ''}
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {actions.menu}
    </Paper>
  );
});

import ExpandLess from '@mui/icons-material/ChevronLeft';
import ExpandMore from '@mui/icons-material/ChevronRight';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { taskStatusLabels, type Task, type TaskStatus } from '@orbita/contracts/flow';
import { Box, Button, CircularProgress, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { SortableTask } from './sortable-task';
import type { CardFormula } from './task-card';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import { formatNumber } from './task-labels';

/** Above this many loaded cards a column renders only what is on screen. */
export const VIRTUALIZE_FROM = 60;

export const statusColor: Record<TaskStatus, string> = {
  todo: '#90a4ae',
  doing: '#1976d2',
  done: '#2e7d32',
  canceled: '#9e9e9e',
  archived: '#6d4c41',
};

export interface ColumnProps {
  status: TaskStatus;
  tasks: Task[];
  count: number | null;
  formulaTotals: { key: string; label: string; value: number }[];
  formulas: CardFormula[];
  collapsed?: boolean;
  onToggle?: () => void;
  loading?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  onOpen: (task: Task) => void;
  top?: ReactNode;
}

function VirtualCards({
  tasks,
  formulas,
  onOpen,
  hasMore,
  onLoadMore,
}: Pick<ColumnProps, 'tasks' | 'formulas' | 'onOpen' | 'hasMore' | 'onLoadMore'>) {
  // Virtual rows change on every scroll: compiled memoization would show stale cards.
  'use no memo';
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({
    count: tasks.length,
    scroller: () => scroller.current,
    estimateSize: 110,
    overscan: 6,
    gap: 8,
    keyOf: (i) => tasks[i]!.id,
  });
  const items = virtual.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  // Near the end of what is loaded: fetch the next page (cursor) before the user gets there.
  useEffect(() => {
    if (hasMore && lastIndex >= tasks.length - 10) onLoadMore?.();
  }, [hasMore, lastIndex, tasks.length, onLoadMore]);
  return (
    <Box ref={scroller} sx={{ overflowY: 'auto', flex: 1, minHeight: 0, px: 1, pb: 1 }}>
      <Box sx={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {items.map((row) => (
          <Box
            key={row.key}
            data-index={row.index}
            ref={virtual.measureElement}
            sx={{ position: 'absolute', top: row.start, left: 0, right: 0 }}
          >
            <SortableTask task={tasks[row.index]!} formulas={formulas} onOpen={onOpen} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** One status column of the kanban: header with count and formula totals, then its cards. */
export function KanbanColumn({
  status,
  tasks,
  count,
  formulaTotals,
  formulas,
  collapsed,
  onToggle,
  loading,
  hasMore,
  onLoadMore,
  onOpen,
  top,
}: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({
    id: `column:${status}`,
    data: { status },
    disabled: collapsed,
  });
  const label = taskStatusLabels[status];
  if (collapsed) {
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-label={`Coluna ${label} (recolhida)`}
        sx={{
          width: 56,
          flexShrink: 0,
          py: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          bgcolor: 'action.hover',
        }}
      >
        <IconButton size="small" onClick={onToggle} aria-label={`Mostrar ${label}`}>
          <ExpandMore />
        </IconButton>
        <Typography
          variant="subtitle2"
          sx={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}
        >
          {label} {count !== null ? `(${count})` : ''}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={`Coluna ${label}`}
      sx={{
        width: { xs: 280, md: 300 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        borderTop: 3,
        borderTopColor: statusColor[status],
      }}
    >
      <Box sx={{ p: 1.5, pb: 1 }}>
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {label}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            aria-label={`${count ?? tasks.length} tarefas`}
            data-testid={`count-${status}`}
          >
            {count ?? tasks.length}
          </Typography>
          {onToggle && (
            <IconButton size="small" onClick={onToggle} aria-label={`Recolher ${label}`}>
              <ExpandLess />
            </IconButton>
          )}
        </Stack>
        {formulaTotals.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p">
            {formulaTotals.map((t) => `Σ ${t.label}: ${formatNumber(t.value)}`).join(' · ')}
          </Typography>
        )}
        {top}
      </Box>
      <SortableContext
        id={status}
        items={tasks.map((t) => t.id)}
        strategy={verticalListSortingStrategy}
      >
        {tasks.length > VIRTUALIZE_FROM ? (
          <VirtualCards
            tasks={tasks}
            formulas={formulas}
            onOpen={onOpen}
            hasMore={hasMore}
            onLoadMore={onLoadMore}
          />
        ) : (
          <Stack spacing={1} sx={{ overflowY: 'auto', flex: 1, minHeight: 60, px: 1, pb: 1 }}>
            {tasks.map((task) => (
              <SortableTask key={task.id} task={task} formulas={formulas} onOpen={onOpen} />
            ))}
            {!loading && tasks.length === 0 && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ textAlign: 'center', py: 2 }}
              >
                Nenhuma tarefa
              </Typography>
            )}
            {hasMore && (
              <Button size="small" onClick={onLoadMore}>
                Carregar mais
              </Button>
            )}
          </Stack>
        )}
      </SortableContext>
      {loading && (
        <Box
          sx={{ display: 'grid', placeItems: 'center', py: 2 }}
          role="status"
          aria-label={`Carregando ${label}`}
        >
          <CircularProgress size={24} />
        </Box>
      )}
    </Paper>
  );
}

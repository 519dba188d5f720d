import ExpandLess from '@mui/icons-material/ChevronLeft';
import ExpandMore from '@mui/icons-material/ChevronRight';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { taskStatusLabels, type Task, type TaskStatus } from '@orbita/contracts/flow';
import { Box, CircularProgress, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BoardCards } from './board-cards';
import { SortableTask } from './sortable-task';
import type { CardFormula } from './task-card';
import { formatNumber } from './task-labels';

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
        <BoardCards
          items={tasks}
          keyOf={(task) => task.id}
          renderCard={(task) => <SortableTask task={task} formulas={formulas} onOpen={onOpen} />}
          emptyText={loading ? null : 'Nenhuma tarefa'}
          hasMore={hasMore}
          onLoadMore={onLoadMore}
        />
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

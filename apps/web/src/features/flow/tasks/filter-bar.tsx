import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  priorities,
  priorityLabels,
  taskStatuses,
  taskStatusLabels,
  type Priority,
  type TaskStatus,
} from '@orbita/contracts/flow';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import {
  Badge,
  Button,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { TaskFilters } from './tasks-api';
import { useMembers } from './use-members';

/** Status, priority, tag, assignee and text; the text waits for a pause in typing. */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: TaskFilters;
  onChange: (f: TaskFilters) => void;
}) {
  const members = useMembers();
  const [text, setText] = useState(filters.q ?? '');
  const [tag, setTag] = useState(filters.tag ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = text.trim() || undefined;
      const t = tag.trim().replace(/^#/, '').toLowerCase() || undefined;
      if (q !== filters.q || t !== filters.tag) onChange({ ...filters, q, tag: t });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, tag, filters, onChange]);
  const active = !!(
    filters.q ||
    filters.tag ||
    filters.assignee ||
    filters.status?.length ||
    filters.priority?.length
  );
  const count = [
    filters.tag,
    filters.assignee,
    filters.status?.length,
    filters.priority?.length,
  ].filter(Boolean).length;
  const theme = useTheme();
  // On a phone the filters fold behind one button, so the board starts near the top.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [expanded, setExpanded] = useState(false);
  const showAll = !narrow || expanded;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      role="search"
      aria-label="Filtrar tarefas"
    >
      <TextField
        size="small"
        label="Buscar"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ width: { xs: 'calc(100% - 120px)', sm: 220 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {narrow && (
        <Button
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          startIcon={
            <Badge badgeContent={count} color="primary">
              <FilterListOutlined />
            </Badge>
          }
        >
          Filtros
        </Button>
      )}
      {showAll && (
        <>
          <TextField
            select
            size="small"
            label="Status"
            value={filters.status ?? []}
            onChange={(e) =>
              onChange({
                ...filters,
                status: (e.target.value as unknown as TaskStatus[]).length
                  ? (e.target.value as unknown as TaskStatus[])
                  : undefined,
              })
            }
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) => (v as TaskStatus[]).map((s) => taskStatusLabels[s]).join(', '),
              },
            }}
            sx={{ minWidth: 140, flex: { xs: 1, sm: 'none' } }}
          >
            {taskStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {taskStatusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Prioridade"
            value={filters.priority ?? []}
            onChange={(e) =>
              onChange({
                ...filters,
                priority: (e.target.value as unknown as Priority[]).length
                  ? (e.target.value as unknown as Priority[])
                  : undefined,
              })
            }
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) => (v as Priority[]).map((p) => priorityLabels[p]).join(', '),
              },
            }}
            sx={{ minWidth: 140, flex: { xs: 1, sm: 'none' } }}
          >
            {priorities.map((p) => (
              <MenuItem key={p} value={p}>
                {priorityLabels[p]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Etiqueta"
            value={tag}
            onChange={(e) => setTag(e.target.value)}
            sx={{ width: { xs: 'calc(50% - 4px)', sm: 140 } }}
          />
          <TextField
            select
            size="small"
            label="Responsável"
            value={filters.assignee ?? ''}
            onChange={(e) => onChange({ ...filters, assignee: e.target.value || undefined })}
            sx={{ minWidth: 150, width: { xs: 'calc(50% - 4px)', sm: 'auto' } }}
          >
            <MenuItem value="">Todos</MenuItem>
            {(members.data ?? []).map((m) => (
              <MenuItem key={m.userId} value={m.userId}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {active && (
        <Button
          size="small"
          onClick={() => {
            setText('');
            setTag('');
            onChange({});
          }}
        >
          Limpar filtros
        </Button>
      )}
    </Stack>
  );
}

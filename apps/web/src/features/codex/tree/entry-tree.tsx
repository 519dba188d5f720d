import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  dropPlace,
  keyPlace,
  visibleRows,
  wouldCycle,
  type DropSide,
  type KeyMove,
  type TreeEntry,
  type TreePlace,
  type TreeRow,
} from './tree-model';

const INDENT = 16;

export interface EntryTreeProps<E extends TreeEntry> {
  entries: readonly E[];
  selectedId: string | null;
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, open: boolean) => void;
  onOpen: (id: string) => void;
  /** "Nova página" under an entry (writers only). */
  onCreate: ((parentId: string | null) => void) | null;
  /** A drop or Alt+arrows (writers only); refused moves never get here. */
  onMove: ((id: string, place: TreePlace) => void) | null;
  /** Said when a move is refused (a page into itself). */
  onRefused: (message: string) => void;
}

interface Over {
  id: string;
  side: DropSide;
  ok: boolean;
}

/** Before, inside or after the row under the pointer: its top, middle or bottom part. */
function sideAt(y: number, rect: { top: number; height: number }): DropSide {
  const at = (y - rect.top) / rect.height;
  return at < 0.3 ? 'before' : at > 0.7 ? 'after' : 'inside';
}

const CYCLE_MESSAGE = 'Uma página não pode ir para dentro dela mesma nem de uma subpágina.';

function Row<E extends TreeEntry>({
  row,
  selected,
  focused,
  over,
  dragging,
  canDrag,
  onOpen,
  onToggle,
  onCreate,
  onFocus,
}: {
  row: TreeRow<E>;
  selected: boolean;
  focused: boolean;
  over: Over | null;
  dragging: boolean;
  canDrag: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onCreate: (() => void) | null;
  onFocus: () => void;
}) {
  const { entry, depth, hasChildren, expanded } = row;
  const drag = useDraggable({ id: entry.id, disabled: !canDrag });
  const drop = useDroppable({ id: entry.id });
  const line = (side: 'before' | 'after') =>
    over?.side === side && over.ok ? (
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: depth * INDENT + 8,
          right: 4,
          [side === 'before' ? 'top' : 'bottom']: -1,
          height: 2,
          bgcolor: 'primary.main',
          borderRadius: 1,
        }}
      />
    ) : null;
  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={selected}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-label={entry.title}
      tabIndex={focused ? 0 : -1}
      data-entry-id={entry.id}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocus();
      }}
      onClick={onOpen}
      {...(canDrag ? drag.listeners : {})}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: 36,
        pl: `${depth * INDENT + 4}px`,
        pr: 0.5,
        borderRadius: 1,
        cursor: 'pointer',
        userSelect: 'none',
        opacity: dragging ? 0.4 : 1,
        bgcolor: selected ? 'action.selected' : undefined,
        outline: over?.side === 'inside' ? 2 : 0,
        outlineStyle: over && !over.ok ? 'dotted' : 'dashed',
        outlineColor: over && !over.ok ? 'error.main' : 'primary.main',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
        '&:hover .row-add, &:focus-within .row-add, &:focus .row-add': { visibility: 'visible' },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      {line('before')}
      <Box sx={{ width: 28, flexShrink: 0, display: 'flex' }}>
        {hasChildren && (
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label={expanded ? `Recolher ${entry.title}` : `Expandir ${entry.title}`}
            onClick={(e) => {
              e.stopPropagation();
              onToggle();
            }}
            onPointerDown={(e) => e.stopPropagation()}
          >
            {expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
          </IconButton>
        )}
      </Box>
      <DescriptionOutlined fontSize="small" sx={{ color: 'text.secondary', flexShrink: 0 }} />
      <Typography
        noWrap
        sx={{ flex: 1, minWidth: 0, fontSize: 14, fontWeight: selected ? 600 : 400 }}
      >
        {entry.title}
      </Typography>
      {onCreate && (
        <Tooltip title="Nova página dentro desta">
          <IconButton
            className="row-add"
            size="small"
            tabIndex={-1}
            aria-label={`Nova página dentro de ${entry.title}`}
            // Always there on touch screens (no hover); on a mouse, on hover or focus.
            sx={{ visibility: { xs: 'visible', md: 'hidden' } }}
            onClick={(e) => {
              e.stopPropagation();
              onCreate();
            }}
            onPointerDown={(e) => e.stopPropagation()}
          >
            <Add fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {line('after')}
    </Box>
  );
}

/**
 * The entry tree of a codex (WAI-ARIA tree): arrows move through the rows, Right/Left
 * expand, collapse or go to the parent, Enter opens; Alt+Up/Down reorder a page among its
 * siblings and Alt+Right/Left put it inside the one above / back out of its parent. With the
 * pointer, a row is dragged onto another's top or bottom edge (before/after it) or its middle
 * (inside it), with dnd-kit; a drop that would put a page inside itself is refused here too.
 */
export function EntryTree<E extends TreeEntry>({
  entries,
  selectedId,
  expanded,
  onExpandedChange,
  onOpen,
  onCreate,
  onMove,
  onRefused,
}: EntryTreeProps<E>) {
  const hintId = useId();
  const rows = useMemo(() => visibleRows(entries, expanded), [entries, expanded]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const focused = rows.some((r) => r.entry.id === focusId)
    ? focusId
    : (rows.find((r) => r.entry.id === selectedId)?.entry.id ?? rows[0]?.entry.id ?? null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [over, setOver] = useState<Over | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  // A page moved with Alt+arrows keeps the focus once the server's answer re-renders the tree.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    const row = document.querySelector<HTMLElement>(`[role=treeitem][data-entry-id="${id}"]`);
    if (row && row !== document.activeElement) row.focus();
  }, [rows]);

  const focusRow = (id: string | undefined) => {
    if (!id) return;
    setFocusId(id);
    document.querySelector<HTMLElement>(`[role=treeitem][data-entry-id="${id}"]`)?.focus();
  };

  const move = (id: string, keyMove: KeyMove) => {
    if (!onMove) return;
    const place = keyPlace(entries, id, keyMove);
    if (!place) return;
    if (place.parentId) onExpandedChange(place.parentId, true);
    refocus.current = id;
    onMove(id, place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = rows.findIndex((r) => r.entry.id === focused);
    const row = rows[at];
    if (!row) return;
    const id = row.entry.id;
    if (!event.altKey) refocus.current = null;
    if (event.altKey) {
      const moves: Record<string, KeyMove> = {
        ArrowUp: 'up',
        ArrowDown: 'down',
        ArrowRight: 'indent',
        ArrowLeft: 'outdent',
      };
      const keyMove = moves[event.key];
      if (keyMove && onMove) {
        event.preventDefault();
        move(id, keyMove);
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusRow(rows[at + 1]?.entry.id);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusRow(rows[at - 1]?.entry.id);
        break;
      case 'Home':
        event.preventDefault();
        focusRow(rows[0]?.entry.id);
        break;
      case 'End':
        event.preventDefault();
        focusRow(rows[rows.length - 1]?.entry.id);
        break;
      case 'ArrowRight':
        event.preventDefault();
        if (row.hasChildren && !row.expanded) onExpandedChange(id, true);
        else if (row.expanded) focusRow(rows[at + 1]?.entry.id);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        if (row.expanded) onExpandedChange(id, false);
        else if (row.entry.parentId) focusRow(row.entry.parentId);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        onOpen(id);
        break;
    }
  };

  const overAt = (event: DragMoveEvent | DragEndEvent): Over | null => {
    const { active, over: target } = event;
    const rect = active.rect.current.translated;
    if (!target || !rect || target.id === active.id) return null;
    const side = sideAt(rect.top + rect.height / 2, target.rect);
    const targetId = String(target.id);
    const parentId =
      side === 'inside' ? targetId : (entries.find((e) => e.id === targetId)?.parentId ?? null);
    return { id: targetId, side, ok: !wouldCycle(entries, String(active.id), parentId) };
  };

  const dragged = entries.find((e) => e.id === activeId);
  return (
    <DndContext
      sensors={sensors}
      onDragStart={(e) => setActiveId(String(e.active.id))}
      onDragMove={(e) => setOver(overAt(e))}
      onDragCancel={() => {
        setActiveId(null);
        setOver(null);
      }}
      onDragEnd={(e) => {
        const target = overAt(e);
        setActiveId(null);
        setOver(null);
        if (!target || !onMove) return;
        const id = String(e.active.id);
        if (!target.ok) {
          onRefused(CYCLE_MESSAGE);
          return;
        }
        const place = dropPlace(entries, id, target.id, target.side);
        if (!place) return;
        if (place.parentId) onExpandedChange(place.parentId, true);
        onMove(id, place);
      }}
    >
      <Box
        role="tree"
        aria-label="Páginas do códex"
        aria-describedby={onMove ? hintId : undefined}
        onKeyDown={onKeyDown}
        sx={{ display: 'grid', gap: '1px' }}
      >
        {rows.map((row) => (
          <Row
            key={row.entry.id}
            row={row}
            selected={row.entry.id === selectedId}
            focused={row.entry.id === focused}
            over={over?.id === row.entry.id ? over : null}
            dragging={row.entry.id === activeId}
            canDrag={!!onMove}
            onOpen={() => onOpen(row.entry.id)}
            onToggle={() => onExpandedChange(row.entry.id, !row.expanded)}
            onCreate={onCreate ? () => onCreate(row.entry.id) : null}
            onFocus={() => setFocusId(row.entry.id)}
          />
        ))}
      </Box>
      {onMove && (
        <Typography
          id={hintId}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1, px: 1 }}
        >
          Arraste para reordenar, ou use Alt + setas.
        </Typography>
      )}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <Paper elevation={6} sx={{ px: 1.5, py: 0.75, fontSize: 14, maxWidth: 260 }}>
            <Typography noWrap sx={{ fontSize: 14 }}>
              {dragged.title}
            </Typography>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

import { useDraggable } from '@dnd-kit/core';
import { Box, CircularProgress } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useVirtualRows } from '../../../ui/use-virtual-rows';
import type { MediaFile } from '../model';
import { columnsFor, nextIndex } from './grid-keys';
import { MediaCell, type FileLayout } from './media-tile';

const GAP = 12;
const MIN_TILE = 150;
const LIST_ROW = 56;

export interface SelectHow {
  toggle?: boolean;
  range?: boolean;
}

export interface FileGridProps {
  files: readonly MediaFile[];
  layout: FileLayout;
  label: string;
  selected: ReadonlySet<string>;
  onSelect: (file: MediaFile, how: SelectHow) => void;
  onSelectAll?: () => void;
  onClearSelection?: () => void;
  onOpen: (file: MediaFile) => void;
  onDelete?: (file: MediaFile) => void;
  /** Files drag onto folders (the library); the picker leaves it off. */
  draggable?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onEndReached?: () => void;
  height: object | string | number;
}

function DraggableCell(props: Parameters<typeof MediaCell>[0]) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: props.file.id,
    data: { type: 'file' },
  });
  // The grid owns the keyboard (arrows move the focus): only the pointer drags; "Mover para…" is the keyboard's way.
  const { role: _role, tabIndex: _tab, ...a11y } = attributes;
  return (
    <MediaCell
      {...props}
      ref={setNodeRef}
      {...a11y}
      onPointerDown={listeners?.onPointerDown as never}
      style={{ opacity: isDragging ? 0.4 : 1 }}
    />
  );
}

/**
 * The files as a virtualized grid (or list): only the rows on screen are in the page, so
 * 5,000 files open as fast as 50. One tab stop; arrows move the active file, Space selects,
 * Ctrl+A selects all, Enter opens, Delete asks, Esc clears. Click selects, Ctrl/Shift+click
 * add, double-click opens.
 */
export function FileGrid(props: FileGridProps) {
  const { files, layout, selected, hasMore, loadingMore, onEndReached } = props;
  const baseId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const inner = Math.max(0, width - 16);
  const columns = layout === 'list' ? 1 : columnsFor(inner, MIN_TILE, GAP);
  const tile = layout === 'list' ? LIST_ROW : (inner - GAP * (columns - 1)) / columns;
  const rowHeight = layout === 'list' ? LIST_ROW : Math.round(tile + 56);
  const rows = Math.ceil(files.length / columns);
  const virtual = useVirtualRows({
    count: rows,
    estimateSize: rowHeight,
    gap: layout === 'list' ? 4 : GAP,
    overscan: 3,
    keyOf: (row) => `${columns}:${files[row * columns]?.id ?? row}`,
    scroller: () => scroller.current,
  });
  const [active, setActive] = useState(0);
  const [hasFocus, setHasFocus] = useState(false);
  const activeIndex = Math.min(active, Math.max(0, files.length - 1));
  const activeFile = files[activeIndex];
  const items = virtual.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastRow >= rows - 3) onEndReached?.();
  }, [hasMore, loadingMore, lastRow, rows, onEndReached]);

  const focusIndex = (index: number) => {
    setActive(index);
    virtual.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!activeFile) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const to = nextIndex(activeIndex, event.key, columns, files.length, { ctrl, page: 3 });
    if (to !== null) {
      event.preventDefault();
      focusIndex(to);
      if (event.shiftKey && files[to]) props.onSelect(files[to], { range: true });
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpen(activeFile);
    } else if (event.key === ' ') {
      event.preventDefault();
      props.onSelect(activeFile, { toggle: true });
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && props.onDelete) {
      event.preventDefault();
      props.onDelete(activeFile);
    } else if (ctrl && event.key.toLowerCase() === 'a' && props.onSelectAll) {
      event.preventDefault();
      props.onSelectAll();
    } else if (event.key === 'Escape' && props.onClearSelection && selected.size > 0) {
      event.preventDefault();
      props.onClearSelection();
    }
  };

  const click = (file: MediaFile, index: number, event: MouseEvent) => {
    setActive(index);
    props.onSelect(file, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  };

  const Cell = props.draggable ? DraggableCell : MediaCell;
  return (
    <Box
      ref={scroller}
      role="grid"
      aria-label={props.label}
      aria-multiselectable
      aria-rowcount={rows}
      aria-colcount={columns}
      aria-activedescendant={activeFile ? `${baseId}-${activeFile.id}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setHasFocus(true)}
      onBlur={() => setHasFocus(false)}
      data-testid="media-grid"
      sx={{
        height: props.height,
        overflowY: 'auto',
        overflowX: 'hidden',
        p: 1,
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ position: 'relative', height: virtual.getTotalSize() }}>
        {items.map((row) => (
          <Box
            key={row.key}
            role="row"
            aria-rowindex={row.index + 1}
            style={{ transform: `translateY(${row.start}px)`, height: rowHeight }}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: `${GAP}px`,
            }}
          >
            {files.slice(row.index * columns, row.index * columns + columns).map((file, i) => {
              const index = row.index * columns + i;
              return (
                <Cell
                  key={file.id}
                  id={`${baseId}-${file.id}`}
                  file={file}
                  layout={layout}
                  selected={selected.has(file.id)}
                  active={hasFocus && index === activeIndex}
                  aria-label={file.name}
                  onClick={(event) => click(file, index, event)}
                  onDoubleClick={() => props.onOpen(file)}
                />
              );
            })}
          </Box>
        ))}
      </Box>
      {loadingMore && (
        <Box
          sx={{ display: 'grid', placeItems: 'center', py: 2 }}
          role="status"
          aria-label="Carregando mais arquivos"
        >
          <CircularProgress size={24} />
        </Box>
      )}
    </Box>
  );
}

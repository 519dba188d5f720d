import { Box, useMediaQuery, useTheme } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface Columns {
  xs: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

function useColumns(columns: Columns): number {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  let n = columns.xs;
  if (sm && columns.sm) n = columns.sm;
  if (md && columns.md) n = columns.md;
  if (lg && columns.lg) n = columns.lg;
  if (xl && columns.xl) n = columns.xl;
  return n;
}

/**
 * A grid whose rows render only while near the screen (the page scrolls in the window), so a
 * workspace with thousands of records stays light. Reaching the end asks for the next page.
 */
export function VirtualGrid<T>({
  items,
  columns,
  rowHeight,
  keyOf,
  renderItem,
  onEndReached,
  label,
}: {
  items: readonly T[];
  columns: Columns;
  rowHeight: number;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onEndReached?: () => void;
  label: string;
}) {
  const perRow = useColumns(columns);
  const rows = Math.ceil(items.length / perRow);
  const gap = 16;
  const ref = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    setMargin(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    gap,
    overscan: 4,
    scrollMargin: margin,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const last = virtualRows[virtualRows.length - 1];
  const atEnd = !!last && last.index >= rows - 1;
  useEffect(() => {
    if (atEnd) onEndReached?.();
  }, [atEnd, onEndReached, items.length]);

  return (
    <Box
      ref={ref}
      role="list"
      aria-label={label}
      sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualRows.map((row) => (
        <Box
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            display: 'grid',
            gap: `${gap}px`,
            gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
          }}
        >
          {items.slice(row.index * perRow, row.index * perRow + perRow).map((item) => (
            <Box
              key={keyOf(item)}
              role="listitem"
              sx={{ minWidth: 0, display: 'flex', '& > *': { flex: 1 } }}
            >
              {renderItem(item)}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { TableColumn } from './table-columns';
import type { TaskSort } from './tasks-api';

export interface TableSort {
  sort: TaskSort;
  dir: 'asc' | 'desc';
}

/**
 * The narrowest the row may be: the sum of each column's least width (`120px`, or the
 * `minmax(220px, …)` floor). Header, rows and totals all get it, so when the table is
 * wider than the screen they scroll as one and their columns stay under each other.
 */
export function templateMinWidth(columns: Pick<TableColumn, 'width'>[]): number {
  return columns.reduce((sum, c) => sum + Number(/(\d+(?:\.\d+)?)px/.exec(c.width)?.[1] ?? 0), 0);
}

/** Header labels, sortable or not, share one box and one type: they line up with each other. */
const labelSx = {
  minHeight: 32,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  fontSize: 14,
  fontWeight: 600,
  lineHeight: 1.43,
} as const;

/** The sticky header row: a click on a sortable column sorts by it, again reverses. */
export function TableHeader({
  columns,
  template,
  minWidth,
  sort,
  onSort,
}: {
  columns: TableColumn[];
  template: string;
  minWidth: number;
  sort: TableSort;
  onSort: (s: TableSort) => void;
}) {
  const toggleSort = (by: TaskSort) =>
    onSort({ sort: by, dir: sort.sort === by && sort.dir === 'asc' ? 'desc' : 'asc' });
  return (
    <Box
      role="row"
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        alignItems: 'center',
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        minWidth,
      }}
    >
      {columns.map((c) => (
        <Box
          key={c.id}
          role="columnheader"
          aria-sort={
            c.sort && sort.sort === c.sort
              ? sort.dir === 'asc'
                ? 'ascending'
                : 'descending'
              : undefined
          }
          sx={{ px: 1, py: 0.5, minWidth: 0 }}
        >
          {c.sort ? (
            <ButtonBase onClick={() => toggleSort(c.sort!)} sx={labelSx}>
              {c.label}
              {sort.sort === c.sort &&
                (sort.dir === 'asc' ? (
                  <ArrowUpward sx={{ fontSize: 16 }} />
                ) : (
                  <ArrowDownward sx={{ fontSize: 16 }} />
                ))}
            </ButtonBase>
          ) : (
            <Typography component="span" sx={labelSx}>
              {c.label}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, ButtonBase, Typography } from '@mui/material';
import type { TableColumn } from './table-columns';
import type { TaskSort } from './tasks-api';

export interface TableSort {
  sort: TaskSort;
  dir: 'asc' | 'desc';
}

/** The sticky header row: a click on a sortable column sorts by it, again reverses. */
export function TableHeader({
  columns,
  template,
  sort,
  onSort,
}: {
  columns: TableColumn[];
  template: string;
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
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 'max-content',
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
          sx={{ px: 1, py: 1 }}
        >
          {c.sort ? (
            <ButtonBase
              onClick={() => toggleSort(c.sort!)}
              sx={{ fontWeight: 600, fontSize: 14, gap: 0.5 }}
            >
              {c.label}
              {sort.sort === c.sort &&
                (sort.dir === 'asc' ? (
                  <ArrowUpward sx={{ fontSize: 16 }} />
                ) : (
                  <ArrowDownward sx={{ fontSize: 16 }} />
                ))}
            </ButtonBase>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.label}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { Button, Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import type { TableColumn } from './table-columns';

/** "Colunas": which table columns show (code and title always do). */
export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: TableColumn[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
      >
        Colunas
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {columns
          .filter((c) => c.id !== 'code' && c.id !== 'title')
          .map((c) => {
            const shown = !hidden.includes(c.id);
            return (
              <MenuItem
                key={c.id}
                onClick={() =>
                  onChange(shown ? [...hidden, c.id] : hidden.filter((h) => h !== c.id))
                }
                role="menuitemcheckbox"
                aria-checked={shown}
              >
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple />
                <ListItemText primary={c.label} />
              </MenuItem>
            );
          })}
      </Menu>
    </>
  );
}

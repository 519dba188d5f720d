import type { CannedResponse } from '@orbita/contracts/chats';
import { List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';

/** The canned responses matching `/atalho`, above the composer; the composer drives the keys. */
export function CannedMenu({
  items,
  active,
  onPick,
  id,
}: {
  items: CannedResponse[];
  active: number;
  onPick: (item: CannedResponse) => void;
  id: string;
}) {
  return (
    <Paper
      elevation={4}
      sx={{
        position: 'absolute',
        bottom: '100%',
        left: 8,
        right: 8,
        mb: 1,
        maxHeight: 280,
        overflowY: 'auto',
        zIndex: 2,
      }}
    >
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          Nenhuma resposta pronta com este atalho.
        </Typography>
      ) : (
        <List dense role="listbox" id={id} aria-label="Respostas prontas">
          {items.map((item, i) => (
            <ListItemButton
              key={item.id}
              role="option"
              id={`${id}-${i}`}
              aria-selected={i === active}
              selected={i === active}
              // mousedown: the text field keeps the focus
              onMouseDown={(e) => {
                e.preventDefault();
                onPick(item);
              }}
            >
              <ListItemText
                primary={`/${item.shortcut}`}
                secondary={item.text}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

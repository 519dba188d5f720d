import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import { Button, IconButton, Paper, Typography } from '@mui/material';

/** What can be done with the selected files: move, delete, or let go of the selection. */
export function SelectionBar({
  count,
  onMove,
  onDelete,
  onClear,
}: {
  count: number;
  onMove?: () => void;
  onDelete?: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Arquivos selecionados"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        flexWrap: 'wrap',
        bgcolor: 'action.selected',
      }}
    >
      <IconButton size="small" aria-label="Limpar seleção" onClick={onClear}>
        <Close fontSize="small" />
      </IconButton>
      <Typography variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
        {count === 1 ? '1 selecionado' : `${count} selecionados`}
      </Typography>
      {onMove && (
        <Button size="small" startIcon={<DriveFileMoveOutlined />} onClick={onMove}>
          Mover para…
        </Button>
      )}
      {onDelete && (
        <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
          Excluir
        </Button>
      )}
    </Paper>
  );
}

import { Alert, Box, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { mediaQueries } from '../api/queries';

/** "Usado em: tarefa TAR-0042": where the file is used, from the server's usage records. */
export function UsageList({ fileId, count }: { fileId: string; count: number }) {
  const usages = useQuery({ ...mediaQueries.usages(fileId), enabled: count > 0 });
  if (count === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Não está em uso.
      </Typography>
    );
  if (usages.isPending) return <Skeleton variant="text" width="60%" aria-label="Carregando usos" />;
  if (usages.isError) return <Alert severity="error">{usages.error.message}</Alert>;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Usado em:
      </Typography>
      <List dense disablePadding aria-label="Usado em">
        {usages.data.map((usage) => (
          <ListItem key={usage.id} disableGutters sx={{ py: 0 }}>
            <ListItemText primary={usage.label} secondary={usage.public ? 'público' : undefined} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

import { Box, Chip } from '@mui/material';
import { priorityLabels, type InboxItem } from '@orbita/contracts/flow';
import { formatSaoPaulo } from './sao-paulo-time';

/** Urgent badge, due date, priority, size and tags of an inbox item, compact. */
export function ItemChips({
  item,
}: {
  item: Pick<InboxItem, 'urgent' | 'dueAt' | 'priority' | 'size' | 'tags' | 'someday'>;
}) {
  if (
    !item.urgent &&
    !item.someday &&
    !item.dueAt &&
    !item.priority &&
    !item.size &&
    item.tags.length === 0
  )
    return null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
    >
      {item.urgent && <Chip size="small" color="error" label="Urgente" />}
      {item.someday && <Chip size="small" color="secondary" variant="outlined" label="Algum dia" />}
      {item.dueAt && (
        <Chip size="small" variant="outlined" label={`Prazo: ${formatSaoPaulo(item.dueAt)}`} />
      )}
      {item.priority && (
        <Chip size="small" variant="outlined" label={priorityLabels[item.priority]} />
      )}
      {item.size && <Chip size="small" variant="outlined" label={item.size} />}
      {item.tags.map((tag) => (
        <Chip key={tag} size="small" variant="outlined" label={`#${tag}`} />
      ))}
    </Box>
  );
}

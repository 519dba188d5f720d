import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Chip } from '@mui/material';
import { useOccurrence } from './recurrences-api';

/** "Fixa · 3/12" beside an entry that is an occurrence of a recurring entry. */
export function RecurrenceMarker({ entryId }: { entryId: string }) {
  const link = useOccurrence(entryId);
  if (!link) return null;
  const label = `Fixa · ${link.number}${link.total ? `/${link.total}` : ''}`;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      icon={<EventRepeatIcon />}
      label={label}
      aria-label={
        link.total
          ? `Lançamento fixo, ${link.number} de ${link.total}`
          : `Lançamento fixo, ocorrência ${link.number}`
      }
      sx={{ height: 20, fontSize: 11, flexShrink: 0, '& .MuiChip-icon': { fontSize: 14 } }}
    />
  );
}

import type { Box } from '@orbita/contracts/finance';
import { List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '../../../ui/query-states';
import { financeApi } from '../api/finance-api';
import { financeKeys } from '../api/keys';
import { formatDay } from '../shared/dates';
import { Money } from '../shared/money';

const RECENT = 30;

/** The latest entries of one box (the full, filterable list is the Lançamentos tab). */
export function BoxEntries({ box }: { box: Box }) {
  const filters = { boxId: box.id };
  const entries = useQuery({
    queryKey: [...financeKeys.entries(filters), 'recent'],
    queryFn: () => financeApi.entries(filters, undefined, RECENT),
  });
  if (entries.isError)
    return <QueryError error={entries.error} onRetry={() => void entries.refetch()} />;
  if (entries.isPending)
    return (
      <Skeleton
        variant="rounded"
        height={160}
        role="status"
        aria-label="Carregando lançamentos da caixa"
      />
    );
  if (entries.data.items.length === 0)
    return <Typography color="text.secondary">Nenhum lançamento nesta caixa.</Typography>;
  return (
    <List dense disablePadding aria-label={`Lançamentos de ${box.name}`}>
      {entries.data.items.map((e) => (
        <ListItem
          key={e.id}
          divider
          secondaryAction={
            <Money
              value={e.type === 'expense' ? -e.value : e.value}
              sx={{ color: e.type === 'revenue' ? 'success.main' : 'error.main' }}
            />
          }
        >
          <ListItemText
            sx={{ pr: 12 }}
            primary={e.description}
            secondary={`${formatDay(e.date)}${e.status === 'pending' ? ' · pendente' : ''}`}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

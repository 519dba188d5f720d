import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import type { KeepInTouchItem } from '@orbita/contracts/people';
// Not through the people index: its schemas pull libphonenumber (~30 KB gzip) onto /me/home.
import { peopleEntity } from '@orbita/contracts/people/entity';
import { keepInTouchEndpoints } from '@orbita/contracts/people/keep-in-touch-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../../platform/http';
import { formatIntegerBR } from '../../../platform/masks/number-br';
import { WidgetEmpty } from '../components/widget-frame';

/**
 * people's overdue keep-in-touch list, read through its public endpoint (features never import
 * each other). The key starts with the people entity, so any change to a person (a contact
 * registered here or elsewhere, another tab's edit) refreshes the widget live.
 */
const dueQuery = () =>
  queryOptions({
    queryKey: [peopleEntity, 'keep-in-touch', 5] as const,
    queryFn: ({ signal }) => callApi(keepInTouchEndpoints.due, { query: { limit: 5 }, signal }),
  });

const overdue = (item: KeepInTouchItem) =>
  item.overdueDays === 0
    ? 'hoje'
    : item.overdueDays === 1
      ? 'há 1 dia'
      : `há ${formatIntegerBR(item.overdueDays)} dias`;

/** "Manter contato": who is due a call or a message, most overdue first, with "Registrar contato". */
export function KeepInTouchWidget() {
  const due = useQuery(dueQuery());
  const client = useQueryClient();
  const register = useMutation({
    mutationFn: (personId: string) =>
      callApi(keepInTouchEndpoints.registerContact, { params: { id: personId }, body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: [peopleEntity] }),
  });
  if (due.isPending)
    return (
      <Typography color="text.secondary" role="status">
        Carregando…
      </Typography>
    );
  if (due.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void due.refetch()}>
            Tentar de novo
          </Button>
        }
      >
        {due.error.message}
      </Alert>
    );
  if (due.data.items.length === 0)
    return <WidgetEmpty text="Ninguém esperando notícias. Defina “falar a cada” numa pessoa." />;
  return (
    <>
      <List dense disablePadding aria-label="Pessoas para falar" sx={{ mx: -1 }}>
        {due.data.items.map((item) => (
          <ListItem
            key={item.personId}
            disablePadding
            secondaryAction={
              <Tooltip title={`Registrar contato com ${item.name}`}>
                <span>
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={`Registrar contato com ${item.name}`}
                    disabled={register.isPending && register.variables === item.personId}
                    onClick={() => register.mutate(item.personId)}
                  >
                    <HowToRegOutlinedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            }
          >
            <ListItemButton
              component={RouterLink}
              to={`/pessoa/pessoa/${item.personId}`}
              sx={{ borderRadius: 1, pr: 6 }}
            >
              <ListItemText
                primary={item.name}
                secondary={`A cada ${item.keepInTouchDays} dias · venceu ${overdue(item)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {register.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {register.error.message}
        </Alert>
      )}
      {due.data.total > due.data.items.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          e mais {formatIntegerBR(due.data.total - due.data.items.length)}
        </Typography>
      )}
    </>
  );
}

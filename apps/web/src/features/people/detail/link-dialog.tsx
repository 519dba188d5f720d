import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatPhoneBR } from '@orbita/contracts/phone';
import type { PersonLinkKind } from '@orbita/contracts/people';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { formatBRL } from '../../../platform/masks';
import { notify } from '../../../platform/toasts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { useAddLink } from '../api/mutations';
import { linkSearchQueries } from '../api/queries';
import { dayText } from '../lib/format';

type Kind = Exclude<PersonLinkKind, 'order'>;

const kindLabels: Record<Kind, string> = {
  task: 'Tarefa',
  entry: 'Lançamento',
  publication: 'Publicação',
  chat_contact: 'Contato do chat',
};

interface Found {
  id: string;
  primary: string;
  secondary: string;
}

/** What "Vincular" offers of one kind: the records matching the search, newest first. */
function useFound(kind: Kind, q: string, listId: string) {
  const tasks = useQuery({
    ...linkSearchQueries.tasks(listId, q),
    enabled: kind === 'task' && !!listId,
  });
  const entries = useQuery({ ...linkSearchQueries.entries(q), enabled: kind === 'entry' });
  const publications = useQuery({
    ...linkSearchQueries.publications(q),
    enabled: kind === 'publication',
  });
  const contacts = useQuery({ ...linkSearchQueries.contacts(q), enabled: kind === 'chat_contact' });
  const query = { task: tasks, entry: entries, publication: publications, chat_contact: contacts }[
    kind
  ];
  let items: Found[] = [];
  if (kind === 'task')
    items = (tasks.data?.items ?? []).map((t) => ({
      id: t.id,
      primary: `${t.code} · ${t.title}`,
      secondary: t.dueAt ? `Prazo ${dayText(t.dueAt.slice(0, 10))}` : 'Sem prazo',
    }));
  else if (kind === 'entry')
    items = (entries.data?.items ?? []).map((e) => ({
      id: e.id,
      primary: e.description,
      secondary: `${e.type === 'revenue' ? 'Receita' : 'Despesa'} · ${formatBRL(Math.abs(e.value))} · ${dayText(e.date)}`,
    }));
  else if (kind === 'publication')
    items = (publications.data?.items ?? []).map((p) => ({
      id: p.id,
      primary: p.title || 'Sem título',
      secondary: p.excerpt.slice(0, 120),
    }));
  else
    items = (contacts.data?.items ?? []).map((c) => ({
      id: c.id,
      primary: c.name,
      secondary: [...c.phones.map((p) => formatPhoneBR(p.e164)), ...c.emails].join(' · '),
    }));
  return { items, query };
}

/**
 * "Vincular": a task (of a list), a finance entry, a publication or a chat contact of this
 * workspace, found by what is typed, goes into the person's timeline.
 */
export function LinkDialog({ personId, onClose }: { personId: string; onClose: () => void }) {
  const titleId = useId();
  const [kind, setKind] = useState<Kind>('task');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [listId, setListId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lists = useQuery({ ...linkSearchQueries.lists(), enabled: kind === 'task' });
  const add = useAddLink(personId);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  // The first list until another is chosen.
  const chosenList = listId || (lists.data?.items[0]?.id ?? '');
  const { items, query } = useFound(kind, q, chosenList);

  const link = (found: Found) => {
    setProblem(null);
    void add.mutateAsync({ kind, recordId: found.id }).then(
      () => {
        notify.check(
          `${kindLabels[kind]} vinculad${kind === 'task' ? 'a' : 'o'}: ${found.primary}`,
        );
        onClose();
      },
      (error: Error) => setProblem(error.message),
    );
  };

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Vincular</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            onChange={(_e, v: Kind | null) => {
              if (!v) return;
              setKind(v);
              setProblem(null);
            }}
            aria-label="O que vincular"
            sx={{ flexWrap: 'wrap' }}
          >
            {(Object.keys(kindLabels) as Kind[]).map((k) => (
              <ToggleButton key={k} value={k}>
                {kindLabels[k]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {problem && <Alert severity="error">{problem}</Alert>}
          {kind === 'task' && (
            <TextField
              select
              size="small"
              label="Lista"
              value={lists.data?.items.some((l) => l.id === chosenList) ? chosenList : ''}
              onChange={(e) => setListId(e.target.value)}
              helperText={
                lists.isSuccess && lists.data.items.length === 0 ? 'Nenhuma lista nesta conta.' : ''
              }
            >
              {(lists.data?.items ?? []).map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            size="small"
            type="search"
            autoFocus
            placeholder={kind === 'task' ? 'Título ou código' : 'Buscar'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{
              htmlInput: {
                'aria-label': `Buscar ${kindLabels[kind].toLowerCase()}`,
                maxLength: 100,
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ minHeight: 200 }}>
            {query.isError ? (
              <Alert severity="error">{query.error.message}</Alert>
            ) : query.isFetching && items.length === 0 ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                <CircularProgress size={24} aria-label="Procurando" />
              </Box>
            ) : items.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {kind === 'task' && !chosenList ? 'Escolha uma lista.' : 'Nada encontrado.'}
              </Typography>
            ) : (
              <List dense aria-label="Resultados" sx={{ maxHeight: 360, overflow: 'auto' }}>
                {items.map((found) => (
                  <ListItemButton
                    key={found.id}
                    disabled={add.isPending}
                    onClick={() => link(found)}
                  >
                    <ListItemText
                      primary={found.primary}
                      secondary={found.secondary}
                      slotProps={{
                        primary: { sx: { overflowWrap: 'anywhere' } },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

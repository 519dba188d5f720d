import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { CODEX_SEARCH_MAX, type CodexSearchHit } from '@orbita/contracts/codex';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { codexQueries } from '../api/queries';
import { MarkedExcerpt } from './marked-excerpt';

/** The query after the person stopped typing for `ms`. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value.trim() === '' ? '' : settled.trim();
}

/**
 * Full-text search of codex entries (one codex, or all of the workspace's when `codexId` is
 * null): a combobox whose results, ranked by the server, show the title and the excerpt with
 * the matches highlighted. Arrows move through the results while typing, Enter opens one,
 * Escape clears. `onActive` tells whether results are showing (the caller may hide the tree).
 */
export function SearchBox({
  codexId,
  label,
  onOpen,
  onActive,
}: {
  codexId: string | null;
  label: string;
  onOpen: (hit: CodexSearchHit) => void;
  onActive?: (active: boolean) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useSettled(text);
  // The highlighted result, for the query it was chosen in (a new query starts at the first).
  const [cursor, setCursor] = useState({ q: '', at: 0 });
  const active = cursor.q === q ? cursor.at : 0;
  const setActive = (at: number) => setCursor({ q, at });
  const search = useInfiniteQuery({ ...codexQueries.search(q, codexId), enabled: q !== '' });
  const hits = search.data?.pages.flatMap((p) => p.items) ?? [];
  const open = text.trim() !== '';
  useEffect(() => onActive?.(open), [open, onActive]);

  const choose = (hit: CodexSearchHit | undefined) => {
    if (!hit) return;
    onOpen(hit);
  };
  const optionId = (i: number) => `${id}-hit-${i}`;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + hits.length) % hits.length;
      setActive(next);
      // (jsdom has no scrollIntoView)
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(hits[active]);
    } else if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
    }
  };

  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            maxLength: CODEX_SEARCH_MAX,
            role: 'combobox',
            'aria-expanded': open,
            'aria-controls': `${id}-results`,
            'aria-autocomplete': 'list',
            'aria-activedescendant': hits.length > 0 ? optionId(active) : undefined,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label="Limpar a busca" onClick={() => setText('')}>
                  <Close fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {open && (
        <Box sx={{ mt: 1 }}>
          {q === '' || search.isPending ? (
            <Box role="status" aria-label="Buscando">
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Box>
          ) : search.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void search.refetch()}>
                  Tentar de novo
                </Button>
              }
            >
              {search.error.message}
            </Alert>
          ) : hits.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 1 }} role="status">
              Nada encontrado para “{q}”. Tente outras palavras — acentos não importam.
            </Typography>
          ) : (
            <>
              <List
                id={`${id}-results`}
                role="listbox"
                aria-label="Resultados da busca"
                dense
                disablePadding
              >
                {hits.map((hit, i) => (
                  <ListItemButton
                    key={hit.entryId}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    selected={i === active}
                    onClick={() => choose(hit)}
                    sx={{ borderRadius: 1, alignItems: 'flex-start' }}
                  >
                    <ListItemText
                      primary={hit.title}
                      secondary={
                        <>
                          {codexId ? null : (
                            <Typography
                              component="span"
                              variant="caption"
                              sx={{ display: 'block' }}
                            >
                              {hit.codexName}
                            </Typography>
                          )}
                          <MarkedExcerpt excerpt={hit.excerpt} />
                        </>
                      }
                      slotProps={{
                        primary: { sx: { fontWeight: 600 } },
                        secondary: { component: 'span', sx: { display: 'block' } },
                      }}
                    />
                  </ListItemButton>
                ))}
              </List>
              {search.hasNextPage && (
                <Button
                  size="small"
                  onClick={() => void search.fetchNextPage()}
                  disabled={search.isFetchingNextPage}
                >
                  Mais resultados
                </Button>
              )}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}

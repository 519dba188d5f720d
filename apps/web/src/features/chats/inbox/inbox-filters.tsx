import SearchIcon from '@mui/icons-material/Search';
import { Box, Chip, InputAdornment, MenuItem, TextField } from '@mui/material';
import { conversationFilterLabels, conversationFilters } from '@orbita/contracts/chats';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTeams } from '../api/lookups';
import { chatsQueries } from '../api/queries';
import type { InboxFilters as Filters } from './use-inbox-filters';

const small = { size: 'small' as const, sx: { minWidth: 0, flex: 1 } };

/**
 * The inbox's filters (Chatwoot's): Todas / Minhas / Sem responsável / Não lidas / Equipe (a
 * team) / Etiqueta (a label), WhatsApp or team chats, open or resolved, and a search that
 * waits for a pause in typing.
 */
export function InboxFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const [text, setText] = useState(filters.q);
  // The latest onChange, so a re-render (a realtime refetch) does not restart the pause.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => change.current({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filters.q]);
  const teams = useTeams(filters.filter === 'team');
  const labels = useQuery({ ...chatsQueries.labels(), enabled: filters.filter === 'label' });

  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        size="small"
        type="search"
        placeholder="Buscar conversas"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Buscar conversas' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box role="group" aria-label="Filtro" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {conversationFilters.map((f) => (
          <Chip
            key={f}
            label={conversationFilterLabels[f]}
            size="small"
            color={filters.filter === f ? 'primary' : 'default'}
            variant={filters.filter === f ? 'filled' : 'outlined'}
            aria-pressed={filters.filter === f}
            onClick={() =>
              onChange({
                filter: f,
                teamId: f === 'team' ? filters.teamId : null,
                label: f === 'label' ? filters.label : null,
              })
            }
          />
        ))}
      </Box>
      {filters.filter === 'team' && (
        <TextField
          select
          size="small"
          label="Equipe"
          value={filters.teamId ?? ''}
          onChange={(e) => onChange({ teamId: e.target.value || null })}
          helperText={teams.data?.length === 0 ? 'Nenhuma equipe no espaço.' : undefined}
        >
          {(teams.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {filters.filter === 'label' && (
        <TextField
          select
          size="small"
          label="Etiqueta"
          value={filters.label ?? ''}
          onChange={(e) => onChange({ label: e.target.value || null })}
          helperText={labels.data?.items.length === 0 ? 'Nenhuma etiqueta em uso.' : undefined}
        >
          {(labels.data?.items ?? []).map((l) => (
            <MenuItem key={l.name} value={l.name}>
              {l.name} ({l.count})
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          select
          {...small}
          label="Tipo"
          value={filters.kind}
          onChange={(e) => onChange({ kind: e.target.value as Filters['kind'] })}
        >
          <MenuItem value="any">Todas</MenuItem>
          <MenuItem value="whatsapp">WhatsApp</MenuItem>
          <MenuItem value="team">Equipe</MenuItem>
        </TextField>
        <TextField
          select
          {...small}
          label="Situação"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as Filters['status'] })}
        >
          <MenuItem value="open">Abertas</MenuItem>
          <MenuItem value="closed">Resolvidas</MenuItem>
          <MenuItem value="any">Todas</MenuItem>
        </TextField>
      </Box>
    </Box>
  );
}

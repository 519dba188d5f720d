import ExpandMore from '@mui/icons-material/ExpandMore';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { HistoryEntityType } from '@orbita/contracts/flow';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dayjs } from '../../../platform/dates';
import { QueryError } from '../../../ui/query-states';
import { historyQueries } from './history-api';
import { historyAction } from './history-sentence';

/**
 * "Histórico" of a task or process card: who changed what, when, newest first. Closed at
 * first (the drawer stays short) and loaded when opened; "Carregar mais" pages back.
 */
export function HistoryPanel({ entity, id }: { entity: HistoryEntityType; id: string }) {
  const [open, setOpen] = useState(false);
  const query = useInfiniteQuery({ ...historyQueries.of(entity, id), enabled: open });
  const headerId = useId();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      elevation={0}
      sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={headerId}
        sx={{ px: 0, minHeight: 40, '& .MuiAccordionSummary-content': { my: 0.5 } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HistoryOutlined fontSize="small" color="action" />
          <Typography variant="subtitle2">Histórico</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0 }}>
        {query.isPending ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
            <CircularProgress size={16} aria-label="Carregando histórico" />
            <Typography variant="body2" color="text.secondary">
              Carregando histórico…
            </Typography>
          </Stack>
        ) : query.isError && entries.length === 0 ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nenhuma alteração registrada ainda.
          </Typography>
        ) : (
          <>
            {/* A failed refresh keeps the entries read before, under the message. */}
            {query.isError && (
              <QueryError error={query.error} onRetry={() => void query.refetch()} />
            )}
            <Box
              component="ol"
              aria-labelledby={headerId}
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
            >
              {entries.map((entry) => (
                <Typography
                  key={entry.id}
                  component="li"
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <strong>{entry.actorName ?? 'Alguém'}</strong> {historyAction(entry, entity)}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' · '}
                    {dayjs(entry.at).format('DD/MM/YYYY HH:mm')}
                  </Typography>
                </Typography>
              ))}
            </Box>
            {query.hasNextPage && (
              <Button
                size="small"
                sx={{ mt: 1 }}
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Carregar mais
              </Button>
            )}
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

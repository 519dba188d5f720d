import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import StraightenIcon from '@mui/icons-material/Straighten';
import { Box, Chip, Typography } from '@mui/material';
import { priorityLabels } from '@orbita/contracts/flow';
import type { QuickAddResult } from '@orbita/contracts/quick-add';
import { formatSaoPaulo } from './sao-paulo-time';

/** "amanhã 18h" → "sex, 14/03/2026 às 18:00"; a day without hour shows the day only. */
export function formatDue(iso: string, hasTime: boolean): string {
  return formatSaoPaulo(iso, { weekday: true, time: hasTime });
}

/** What the shorthand parser understood, as chips under the capture field (live). */
export function QuickAddPreview({ parsed }: { parsed: QuickAddResult }) {
  const understood = parsed.dueAt || parsed.tags.length > 0 || parsed.priority || parsed.size;
  if (!understood) return null;
  return (
    <Box
      aria-live="polite"
      aria-label="O que foi entendido"
      role="group"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 1 }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        Entendido:
      </Typography>
      {parsed.dueAt && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          icon={<EventIcon />}
          label={`Prazo: ${formatDue(parsed.dueAt, parsed.dueHasTime)}`}
          data-kind="date"
        />
      )}
      {parsed.tags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          variant="outlined"
          icon={<LocalOfferIcon />}
          label={`#${tag}`}
          data-kind="tag"
        />
      ))}
      {parsed.priority && (
        <Chip
          size="small"
          color={parsed.priority === 'critical' || parsed.priority === 'high' ? 'error' : 'default'}
          variant="outlined"
          icon={<FlagIcon />}
          label={`Prioridade: ${priorityLabels[parsed.priority]}`}
          data-kind="priority"
        />
      )}
      {parsed.size && (
        <Chip
          size="small"
          variant="outlined"
          icon={<StraightenIcon />}
          label={`Tamanho: ${parsed.size}`}
          data-kind="size"
        />
      )}
      {parsed.content && (
        <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
          Texto: “{parsed.content}”
        </Typography>
      )}
    </Box>
  );
}

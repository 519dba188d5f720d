import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StraightenIcon from '@mui/icons-material/Straighten';
import { Box, Chip, Typography } from '@mui/material';
import { priorityLabels } from '@orbita/contracts/flow';
import type { QuickAddResult, QuickAddToken } from '@orbita/contracts/quick-add';
import type { ReactElement } from 'react';
import { formatSaoPaulo } from './sao-paulo-time';

/** "amanhã 18h" → "sex, 14/03/2026 às 18:00"; a day without hour shows the day only. */
export function formatDue(iso: string, hasTime: boolean): string {
  return formatSaoPaulo(iso, { weekday: true, time: hasTime });
}

const icons: Record<QuickAddToken['kind'], ReactElement> = {
  date: <EventIcon />,
  time: <ScheduleIcon />,
  tag: <LocalOfferIcon />,
  priority: <FlagIcon />,
  size: <StraightenIcon />,
};

/** What one recognized part means, as its chip says it. */
function labelOf(token: QuickAddToken, parsed: QuickAddResult): string {
  switch (token.kind) {
    case 'date':
      return `Data: ${formatSaoPaulo(parsed.dueAt!, { weekday: true, time: false })}`;
    case 'time':
      return `Hora: ${formatSaoPaulo(parsed.dueAt!).slice(-5)}`;
    case 'tag':
      return token.text.toLowerCase();
    case 'priority':
      return `Prioridade: ${priorityLabels[parsed.priority!]}`;
    case 'size':
      return `Tamanho: ${parsed.size}`;
  }
}

/**
 * What the shorthand parser understood, as chips under the capture field (live). Each chip
 * undoes its part with one click, Enter, Space or Delete: the words go back into the text.
 */
export function QuickAddPreview({
  parsed,
  onUndo,
}: {
  parsed: QuickAddResult;
  onUndo: (token: QuickAddToken) => void;
}) {
  if (parsed.tokens.length === 0) return null;
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
      {parsed.tokens.map((token) => {
        const label = labelOf(token, parsed);
        const undo = () => onUndo(token);
        return (
          <Chip
            key={`${token.kind}-${token.start}`}
            size="small"
            variant="outlined"
            color={
              token.kind === 'date' || token.kind === 'time'
                ? 'primary'
                : token.kind === 'priority' &&
                    (parsed.priority === 'critical' || parsed.priority === 'high')
                  ? 'error'
                  : 'default'
            }
            icon={icons[token.kind]}
            label={label}
            onClick={undo}
            onDelete={undo}
            aria-label={`Desfazer ${label} (“${token.text}” volta ao texto)`}
            title={`Manter “${token.text}” como texto`}
            data-kind={token.kind}
          />
        );
      })}
      {parsed.dueAt && (
        <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
          Prazo: {formatDue(parsed.dueAt, parsed.dueHasTime)}
        </Typography>
      )}
      {parsed.content && (
        <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
          Texto: “{parsed.content}”
        </Typography>
      )}
    </Box>
  );
}

import { Box, Typography } from '@mui/material';

/** One run of words of a diff, as the server's word diff gives it. */
export interface DiffRun {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

/**
 * A word diff as text: added words in green `<ins>`, removed ones in red strikethrough `<del>`
 * (screen readers announce them as insertion/deletion; the colour is not the only cue), the
 * rest as it was. Plain text nodes only: nothing here is HTML.
 */
export function DiffView({ runs, label }: { runs: readonly DiffRun[]; label: string }) {
  const changed = runs.some((r) => r.kind !== 'same');
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontSize: 14,
        lineHeight: 1.6,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        maxHeight: '50vh',
        overflowY: 'auto',
        '& ins': { bgcolor: '#e6f4ea', color: '#1e6b34', textDecoration: 'none' },
        '& del': { bgcolor: '#fdecea', color: '#a4262c', textDecoration: 'line-through' },
      }}
    >
      {!changed && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Nenhuma diferença no texto.
        </Typography>
      )}
      {runs.map((run, index) =>
        run.kind === 'added' ? (
          <ins key={index}>{run.text}</ins>
        ) : run.kind === 'removed' ? (
          <del key={index}>{run.text}</del>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </Box>
  );
}

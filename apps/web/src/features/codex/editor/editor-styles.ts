import type { SxProps, Theme } from '@mui/material';
import { caretStyles } from '../../../platform/collab';

/** The entry body's typography, entry links and the others' carets. */
export const entryEditorSx: SxProps<Theme> = {
  '& .ProseMirror': {
    outline: 'none',
    minHeight: { xs: 240, md: 360 },
    px: { xs: 2, sm: 3 },
    py: 2,
    fontSize: '1.0625rem',
    lineHeight: 1.7,
    wordBreak: 'break-word',
    '& > * + *': { mt: '0.75em' },
    '& h1': { fontSize: '1.9rem', lineHeight: 1.25 },
    '& h2': { fontSize: '1.5rem', lineHeight: 1.3 },
    '& h3': { fontSize: '1.25rem' },
    '& blockquote': {
      borderLeft: 4,
      borderColor: 'divider',
      pl: 2,
      ml: 0,
      color: 'text.secondary',
    },
    '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
    '& pre': {
      fontFamily: 'monospace',
      bgcolor: 'action.hover',
      p: 2,
      borderRadius: 1,
      overflowX: 'auto',
    },
    '& a': { color: 'primary.main' },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& .tableWrapper': { overflowX: 'auto' },
    '& table': { borderCollapse: 'collapse', width: '100%' },
    '& td, & th': { border: 1, borderColor: 'divider', p: 1, verticalAlign: 'top' },
  },
  '& .codex-entry-link': {
    color: 'primary.main',
    textDecoration: 'none',
    bgcolor: 'action.hover',
    borderRadius: 1,
    px: 0.5,
    cursor: 'pointer',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .codex-entry-link--missing': { color: 'text.disabled', textDecoration: 'line-through' },
  '& .ProseMirror-selectednode.codex-entry-link': { outline: 2, outlineColor: 'primary.main' },
  ...caretStyles('codex'),
};

import type { SxProps, Theme } from '@mui/material';
import { caretStyles } from '../../../platform/collab';

/** A readable measure: about 70 characters a line on a wide screen. */
export const MEASURE = 720;

/** The body's typography, tables and the other people's carets (platform/collab caretStyles). */
export const bodySx: SxProps<Theme> = {
  '& .ProseMirror': {
    outline: 'none',
    minHeight: 320,
    maxWidth: MEASURE,
    mx: 'auto',
    px: { xs: 2, sm: 3 },
    py: 2,
    fontSize: '1.0625rem',
    lineHeight: 1.7,
    wordBreak: 'break-word',
    '& > * + *': { mt: '0.75em' },
    '& h1': { fontSize: '2rem', lineHeight: 1.25 },
    '& h2': { fontSize: '1.6rem', lineHeight: 1.3 },
    '& h3': { fontSize: '1.3rem' },
    '& h4': { fontSize: '1.1rem' },
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
      bgcolor: 'grey.900',
      color: 'grey.100',
      p: 2,
      borderRadius: 1,
      overflowX: 'auto',
      '& code': { bgcolor: 'transparent', p: 0, color: 'inherit' },
    },
    '& a': { color: 'primary.main', textDecoration: 'underline' },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
    // Images are drawn by a node view (media-image.tsx): its wrapper gets the selected class.
    '& img.ProseMirror-selectednode, & .ProseMirror-selectednode img': {
      outline: 3,
      outlineColor: 'primary.main',
    },
    '& iframe': { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 },
    '& .tableWrapper': { overflowX: 'auto' },
    '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
    '& td, & th': {
      border: 1,
      borderColor: 'divider',
      p: 1,
      verticalAlign: 'top',
      position: 'relative',
    },
    '& th': { bgcolor: 'action.hover', fontWeight: 600, textAlign: 'left' },
    '& .selectedCell': { bgcolor: 'action.selected' },
    '& p.is-editor-empty:first-of-type::before': {
      content: 'attr(data-placeholder)',
      color: 'text.disabled',
      float: 'left',
      height: 0,
      pointerEvents: 'none',
    },
  },
  ...caretStyles('pub'),
};

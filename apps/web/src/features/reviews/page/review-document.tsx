import RateReviewIcon from '@mui/icons-material/RateReview';
import { Box, Button } from '@mui/material';
import { useRef, useState } from 'react';
import { spanOfRange } from '../anchor/dom-anchors';
import { quoteAt, type TextQuote } from '../anchor/text-quote';

interface Selected {
  quote: TextQuote;
  top: number;
  left: number;
}

/**
 * The draft, in a container of its own, with a floating "Comentar" button over what the
 * reviewer selects. The quote keeps ~32 characters each side so the author's editor can find
 * it again after edits.
 */
export function ReviewDocument({
  html,
  onComment,
}: {
  html: string;
  onComment: (quote: TextQuote) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const readSelection = () => {
    const el = root.current;
    const selection = window.getSelection();
    if (!el || !selection || selection.rangeCount === 0 || selection.isCollapsed) {
      setSelected(null);
      return;
    }
    const range = selection.getRangeAt(0);
    const span = spanOfRange(el, range);
    const text = el.textContent ?? '';
    if (!span || !text.slice(span.start, span.end).trim()) {
      setSelected(null);
      return;
    }
    // jsdom has no layout for ranges; a browser always has one.
    const box = range.getBoundingClientRect?.() ?? { bottom: 0, left: 0 };
    const frame = el.getBoundingClientRect();
    setSelected({
      quote: quoteAt(text, span),
      top: box.bottom - frame.top + 6,
      left: Math.max(0, Math.min(box.left - frame.left, frame.width - 140)),
    });
  };
  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={root}
        className="orbita-review-document"
        data-testid="review-document"
        onMouseUp={readSelection}
        onKeyUp={readSelection}
        onTouchEnd={readSelection}
        sx={{
          overflowWrap: 'anywhere',
          lineHeight: 1.7,
          '& img': { maxWidth: '100%', height: 'auto' },
          '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
          '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
          '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', m: 0, pl: 2 },
          '& mark[data-comment]': { bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5 },
        }}
        // The draft's HTML, sanitized by the server when saved and rendered, and again by
        // DOMPurify in reviewHtml; the only markup added is our <mark> around quotes.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {selected && (
        <Button
          variant="contained"
          size="small"
          startIcon={<RateReviewIcon />}
          sx={{ position: 'absolute', top: selected.top, left: selected.left, zIndex: 2 }}
          // Keep the selection: a mouse down on the button would collapse it first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onComment(selected.quote);
            setSelected(null);
          }}
        >
          Comentar
        </Button>
      )}
    </Box>
  );
}

import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import {
  Alert,
  Box,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { pagesApi } from '../api/pages-api';

export const previewWidths = { phone: 360, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof previewWidths;

/** The preview waits this long after the last save before asking the server again. */
export const PREVIEW_DEBOUNCE_MS = 600;

/** Follows an element's width (the preview scales a 1280 px page down to fit it). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The live preview: the draft rendered by the server exactly as the public address will
 * show it, in a sandboxed iframe (no scripts, no form posts), refreshed a moment after each
 * save, at phone (360 px) or desktop (1280 px) width.
 */
export function PreviewPane({ pageId, revision }: { pageId: string; revision: number }) {
  const [mode, setMode] = useState<PreviewWidth>('desktop');
  const [html, setHtml] = useState<string | null>(null);
  // The revision the iframe shows: behind the saved one while the server renders.
  const [shown, setShown] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const [box, boxWidth] = useWidth<HTMLDivElement>();

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        pagesApi
          .preview(pageId, { signal: controller.signal })
          .then((answer) => {
            setHtml(answer.html);
            setProblem(null);
            setShown(revision);
          })
          .catch((error: Error) => {
            if (controller.signal.aborted) return;
            setProblem(error.message);
            setShown(revision);
          });
      },
      revision === 0 ? 0 : PREVIEW_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pageId, revision]);

  const loading = shown !== revision;
  const width = previewWidths[mode];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  const height = 720;
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Pré-visualização
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          aria-label="Largura da pré-visualização"
          onChange={(_e, next: PreviewWidth | null) => next && setMode(next)}
        >
          <ToggleButton value="phone" aria-label="Celular (360 px)">
            <SmartphoneOutlined fontSize="small" sx={{ mr: 0.5 }} /> Celular (360 px)
          </ToggleButton>
          <ToggleButton value="desktop" aria-label="Computador (1280 px)">
            <ComputerOutlined fontSize="small" sx={{ mr: 0.5 }} /> Computador (1280 px)
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box ref={box} sx={{ position: 'relative', width: '100%' }}>
        {loading && (
          <LinearProgress
            aria-label="Atualizando a pré-visualização"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          />
        )}
        <Box
          sx={{
            width: width * scale,
            height: height * scale,
            mx: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: '#fff',
          }}
        >
          {html !== null && (
            <iframe
              title="Pré-visualização da página"
              srcDoc={html}
              // Same origin but no scripts, forms or popups: without allow-scripts nothing in
              // the preview can use that origin, and with it the library's images (served
              // same-origin only) load; an opaque-origin frame had them all refused.
              sandbox="allow-same-origin"
              data-width={width}
              style={{
                width,
                height,
                border: 0,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
              }}
            />
          )}
        </Box>
      </Box>
    </Stack>
  );
}

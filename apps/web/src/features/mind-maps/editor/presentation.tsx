import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useRef, type TouchEvent } from 'react';
import type { Presentation } from './presentation-state';

/**
 * Presentation mode ("Apresentar"): the canvas goes full screen and walks the map branch by
 * branch (presentation-steps.ts), framing and zooming each one while the rest is dimmed.
 * → / Espaço / Page Down: next; ← / Page Up: previous; Home/End; Esc leaves; a swipe on a
 * touch screen does the same, and the on-screen buttons too. Nothing is edited while
 * presenting (keys and presses never reach the editor).
 *
 * Mount (map-editor.tsx):
 *   const presentation = usePresentation({ geometry, viewport, target: frame, onStep });
 *   toolbar:            <PresentButton onClick={presentation.start} />
 *   MapCanvas overlay:  <PresentationOverlay presentation={presentation} />
 *   MapCanvas children: <PresentationSpotlight presentation={presentation} />
 * `target` is the canvas frame (what goes full screen; where the Fullscreen API is missing or
 * refused — iPhone Safari — it is pinned over the whole window instead). `viewport` is the
 * editor's Viewport (its view is restored on leaving). `onStep(id)` may move the selection.
 */
export {
  usePresentationState as usePresentation,
  type Presentation,
  type PresentationViewport,
} from './presentation-state';

export function PresentButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title="Apresentar o mapa ramo a ramo, em tela cheia">
      <span>
        <Button
          size="small"
          startIcon={<SlideshowOutlined />}
          onClick={onClick}
          onMouseDown={(e) => e.preventDefault()}
          disabled={disabled}
        >
          Apresentar
        </Button>
      </span>
    </Tooltip>
  );
}

/** A horizontal swipe longer than this (px), and more sideways than up/down, turns the page. */
const SWIPE_PX = 50;

export function PresentationOverlay({ presentation }: { presentation: Presentation }) {
  const touch = useRef<{ x: number; y: number } | null>(null);
  if (!presentation.active) return null;
  const { index, steps } = presentation;
  const step = steps[index];
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t && e.touches.length === 1 ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) presentation.next();
    else presentation.prev();
  };
  return (
    <Box
      className="mm-overlay-ui"
      role="region"
      aria-label="Apresentação"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onDoubleClick={(e) => e.stopPropagation()}
      sx={{ position: 'absolute', inset: 0, zIndex: 3, touchAction: 'none' }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'absolute',
          left: '50%',
          bottom: 12,
          transform: 'translateX(-50%)',
          alignItems: 'center',
          px: 1,
          py: 0.5,
          borderRadius: 6,
          bgcolor: 'rgba(31,41,55,.88)',
          color: '#fff',
          maxWidth: 'calc(100% - 24px)',
        }}
      >
        <IconButton
          aria-label="Anterior"
          onClick={presentation.prev}
          disabled={index === 0}
          sx={{ color: 'inherit', '&.Mui-disabled': { color: 'rgba(255,255,255,.35)' } }}
        >
          <ChevronLeft />
        </IconButton>
        <Box sx={{ minWidth: 0, textAlign: 'center' }}>
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{
              fontWeight: 600,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {index + 1} / {steps.length}
            {step && index > 0 ? ` · ${step.text || 'Nova ideia'}` : ' · Visão geral'}
          </Typography>
          <Typography
            variant="caption"
            sx={{ opacity: 0.8, display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}
          >
            → ou Espaço: próximo · ←: anterior · Esc: sair
          </Typography>
          <Typography
            variant="caption"
            sx={{ opacity: 0.8, display: { xs: 'block', sm: 'none' }, whiteSpace: 'nowrap' }}
          >
            Deslize para o lado para navegar
          </Typography>
        </Box>
        <IconButton
          aria-label="Próximo"
          onClick={presentation.next}
          disabled={index >= steps.length - 1}
          sx={{ color: 'inherit', '&.Mui-disabled': { color: 'rgba(255,255,255,.35)' } }}
        >
          <ChevronRight />
        </IconButton>
        <IconButton
          aria-label="Sair da apresentação"
          onClick={presentation.stop}
          sx={{ color: 'inherit' }}
        >
          <CloseOutlined />
        </IconButton>
      </Stack>
    </Box>
  );
}

/** The current branch lit, the rest of the map dimmed (not on the overview step). */
export function PresentationSpotlight({ presentation }: { presentation: Presentation }) {
  const step = presentation.active ? presentation.steps[presentation.index] : undefined;
  if (!step || presentation.index === 0 || !Number.isFinite(step.bounds.minX)) return null;
  const pad = 16;
  const { minX, minY, maxX, maxY } = step.bounds;
  return (
    <div
      aria-hidden
      data-presentation-step={step.id}
      style={{
        position: 'absolute',
        left: minX - pad,
        top: minY - pad,
        width: maxX - minX + pad * 2,
        height: maxY - minY + pad * 2,
        borderRadius: 16,
        boxShadow: '0 0 0 100000px rgba(251,252,254,.78)',
        pointerEvents: 'none',
      }}
    />
  );
}

import { Box, Typography } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';

export interface FocalPoint {
  x: number;
  y: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 1000) / 1000;

/** Where a click at (clientX, clientY) falls on `rect`, as fractions of its width and height. */
export function pointIn(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  clientX: number,
  clientY: number,
): FocalPoint {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0.5, y: 0.5 };
  return {
    x: round(clamp01((clientX - rect.left) / rect.width)),
    y: round(clamp01((clientY - rect.top) / rect.height)),
  };
}

/**
 * The point of the image every crop keeps in view: click on the picture to set it, or focus
 * it and use the arrows (5 % a press). Shown as a ring over the image.
 */
export function FocalPointPicker({
  src,
  alt,
  value,
  onChange,
  disabled,
}: {
  src: string;
  alt: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
  disabled?: boolean;
}) {
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    onChange(pointIn(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  };
  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = 0.05;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: round(clamp01(value.x + move[0])), y: round(clamp01(value.y + move[1])) });
  };
  const percent = (n: number) => `${Math.round(n * 100)}%`;
  return (
    <Box>
      {/* The slider hugs the picture (no letterbox), so a click's fraction is the image's. */}
      <Box
        sx={{ display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Box
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label="Ponto focal"
          aria-valuetext={`${percent(value.x)} da esquerda, ${percent(value.y)} do topo`}
          aria-disabled={disabled}
          onClick={click}
          onKeyDown={keys}
          data-testid="focal-point"
          sx={{
            position: 'relative',
            display: 'inline-block',
            lineHeight: 0,
            maxWidth: '100%',
            cursor: disabled ? 'default' : 'crosshair',
            overflow: 'hidden',
            '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="img"
            src={src}
            alt={alt}
            draggable={false}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 320 }}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: percent(value.x),
              top: percent(value.y),
              width: 28,
              height: 28,
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              border: 3,
              borderColor: 'common.white',
              boxShadow: '0 0 0 2px rgba(0,0,0,.6)',
              pointerEvents: 'none',
            }}
          />
        </Box>
      </Box>
      {!disabled && (
        <Typography variant="caption" color="text.secondary">
          Clique na imagem para escolher o ponto que os recortes mantêm à vista.
        </Typography>
      )}
    </Box>
  );
}

import { Box, useTheme } from '@mui/material';
import type { MindMapPreview } from '@orbita/contracts/mind-maps';
import { useMemo } from 'react';
import { previewLayout, type PreviewNode } from './preview-layout';

/** The server's preview (root text, branches with their children's texts) as a small outline. */
export function previewOutline(preview: MindMapPreview): PreviewNode {
  return {
    text: preview.root,
    children: preview.branches.map((b) => ({
      text: b.text,
      color: b.color,
      children: b.children.map((text) => ({ text })),
    })),
  };
}

/**
 * A map's thumbnail: its first levels drawn as bars and curves (SVG), never its text, so a
 * card stays light and a title or node text can never become markup here.
 */
export function MapPreview({
  preview,
  height = 120,
}: {
  preview: MindMapPreview;
  height?: number;
}) {
  const theme = useTheme();
  const layout = useMemo(() => previewLayout(previewOutline(preview)), [preview]);
  const branches = preview.branches.length;
  const line = theme.palette.text.disabled;
  return (
    <Box
      sx={{
        height,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      <svg
        role="img"
        aria-label={
          branches === 0
            ? 'Prévia: mapa só com o tema central'
            : `Prévia: tema central com ${branches} ${branches === 1 ? 'ramo' : 'ramos'}`
        }
        viewBox={`${layout.minX} ${layout.minY} ${layout.width} ${layout.height}`}
        width="100%"
        height="100%"
        preserveAspectRatio="xMidYMid meet"
        data-testid="map-preview"
      >
        {layout.edges.map((e, i) => {
          const mid = (e.from.x + e.to.x) / 2;
          return (
            <path
              key={`e${i}`}
              d={`M${e.from.x},${e.from.y} C${mid},${e.from.y} ${mid},${e.to.y} ${e.to.x},${e.to.y}`}
              fill="none"
              stroke={line}
              strokeWidth={1.2}
            />
          );
        })}
        {layout.boxes.map((b, i) => (
          <rect
            key={`b${i}`}
            x={b.x}
            y={b.y - (b.depth === 0 ? 7 : 4)}
            width={b.width}
            height={b.depth === 0 ? 14 : 8}
            rx={b.depth === 0 ? 7 : 4}
            fill={
              b.color ??
              (b.depth === 0
                ? theme.palette.primary.main
                : b.depth === 1
                  ? theme.palette.primary.light
                  : line)
            }
            opacity={b.depth === 2 ? 0.7 : 1}
          />
        ))}
      </svg>
    </Box>
  );
}

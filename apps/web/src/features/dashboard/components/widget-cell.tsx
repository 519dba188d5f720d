import { Box, Typography } from '@mui/material';
import type { DashboardSummary, WidgetId } from '@orbita/contracts/dashboard';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { widgetViews } from '../widgets/widget-views';
import { WidgetFrame } from './widget-frame';

/**
 * One widget in the grid: its frame, title, badge and content (or the "Oculto" line while
 * customizing). The drag layer (sortable-widget.tsx) passes its ref, style and controls;
 * outside "Personalizar" the cell is drawn as it is, with no drag code loaded.
 */
export function WidgetCell({
  id,
  summary,
  hidden = false,
  controls,
  cellRef,
  style,
  dragging = false,
}: {
  id: WidgetId;
  summary: DashboardSummary;
  hidden?: boolean;
  controls?: ReactNode;
  cellRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  dragging?: boolean;
}) {
  const view = widgetViews[id];
  return (
    <Box
      ref={cellRef}
      data-widget={id}
      sx={{
        gridColumn: view.wide ? '1 / -1' : undefined,
        minWidth: 0,
        position: 'relative',
        zIndex: dragging ? 2 : undefined,
        boxShadow: dragging ? 6 : undefined,
        borderRadius: 1,
      }}
      style={style}
    >
      <WidgetFrame
        title={view.title}
        icon={view.icon}
        badge={hidden ? undefined : view.badge?.(summary)}
        href={view.href}
        controls={controls}
        dimmed={hidden}
      >
        {hidden ? (
          <Typography color="text.secondary">Oculto: não aparece no painel.</Typography>
        ) : (
          view.render(summary)
        )}
      </WidgetFrame>
    </Box>
  );
}

import type { DashboardSummary, LayoutWidget, WidgetId } from '@orbita/contracts/dashboard';
import { lazy, Suspense } from 'react';
import { offered } from '../widgets/widget-views';
import { GridBox } from './grid-box';
import { WidgetCell } from './widget-cell';

// The drag layer (dnd-kit) loads with "Personalizar", not with the page (issue 17: LCP).
const SortableGrid = lazy(() => import('./sortable-grid'));

/**
 * The widgets in the person's order. Out of "Personalizar" hidden widgets are left out; in
 * it they show dimmed, to bring back, and can be dragged (sortable-grid.tsx).
 */
export function DashboardGrid({
  summary,
  widgets,
  customizing,
  onMove,
  onStep,
  onToggle,
}: {
  summary: DashboardSummary;
  widgets: LayoutWidget[];
  customizing: boolean;
  onMove: (id: WidgetId, overId: WidgetId) => void;
  onStep: (shown: readonly WidgetId[], id: WidgetId, by: -1 | 1) => void;
  onToggle: (id: WidgetId) => void;
}) {
  const shown = widgets.filter((w) => offered(w.id, summary) && (customizing || !w.hidden));
  const plain = (
    <GridBox>
      {shown.map((w) => (
        <WidgetCell key={w.id} id={w.id} summary={summary} hidden={w.hidden} />
      ))}
    </GridBox>
  );
  if (!customizing) return plain;
  return (
    // While the drag layer loads (a moment, once), the same widgets show without controls.
    <Suspense fallback={plain}>
      <SortableGrid
        summary={summary}
        shown={shown}
        onMove={onMove}
        onStep={onStep}
        onToggle={onToggle}
      />
    </Suspense>
  );
}

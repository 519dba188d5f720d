import { widgetLabels, type LayoutWidget, type WidgetId } from '@orbita/contracts/dashboard';

/** The full ordered list with `id` moved to where `overId` was (both in `widgets`). */
export function moveWidget(
  widgets: LayoutWidget[],
  id: WidgetId,
  overId: WidgetId,
): LayoutWidget[] {
  const from = widgets.findIndex((w) => w.id === id);
  const to = widgets.findIndex((w) => w.id === overId);
  if (from < 0 || to < 0 || from === to) return widgets;
  const next = [...widgets];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * `id` one step up or down among `shown` (the widgets on screen: a widget this workspace
 * does not offer keeps its place in the saved order but is skipped).
 */
export function stepWidget(
  widgets: LayoutWidget[],
  shown: readonly WidgetId[],
  id: WidgetId,
  step: -1 | 1,
): LayoutWidget[] {
  const neighbour = shown[shown.indexOf(id) + step];
  return neighbour ? moveWidget(widgets, id, neighbour) : widgets;
}

export function toggleWidget(widgets: LayoutWidget[], id: WidgetId): LayoutWidget[] {
  return widgets.map((w) => (w.id === id ? { ...w, hidden: !w.hidden } : w));
}

/** How a layout reads in the conflict dialog: `Urgentes, Hoje (oculto), …`. */
export function describeWidgets(value: unknown): string {
  if (!Array.isArray(value)) return '—';
  return (value as LayoutWidget[])
    .map((w) => `${widgetLabels[w.id] ?? w.id}${w.hidden ? ' (oculto)' : ''}`)
    .join(', ');
}

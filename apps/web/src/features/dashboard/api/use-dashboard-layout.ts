import { defaultLayout, type LayoutWidget, type WidgetId } from '@orbita/contracts/dashboard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useVersionedSave } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { dashboardApi, type VersionedLayout } from './dashboard-api';
import { describeWidgets, moveWidget, stepWidget, toggleWidget } from './layout-model';
import { dashboardQueries } from './queries';

type LayoutBody = { widgets: LayoutWidget[] };
const layoutKey = dashboardQueries.layout().queryKey;

/**
 * The person's widget layout and its edits. Each edit shows at once (written into the cache)
 * and is saved through the concurrency piece with the version the cache holds when its turn
 * comes: edits are queued, so two quick drags never race each other into a 409. A newer
 * layout from another device opens the conflict dialog (reapply mine / keep theirs).
 */
export function useDashboardLayout() {
  const client = useQueryClient();
  const layout = useQuery(dashboardQueries.layout());
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const send = useCallback(
    async (body: LayoutBody & { version?: number }) => {
      const saved = await dashboardApi.saveLayout(body);
      client.setQueryData(layoutKey, saved);
      return saved;
    },
    [client],
  );
  const writeCurrent = useCallback(
    (current: VersionedLayout) => client.setQueryData(layoutKey, current),
    [client],
  );
  const { save, dialog } = useVersionedSave<VersionedLayout, LayoutBody>({
    record: layout.data,
    send,
    writeCurrent,
    labels: { widgets: 'Widgets' },
    format: (field, value) => (field === 'widgets' ? describeWidgets(value) : undefined),
  });

  const change = useCallback(
    (edit: (widgets: LayoutWidget[]) => LayoutWidget[]) => {
      const before = client.getQueryData<VersionedLayout>(layoutKey);
      if (!before) return;
      const widgets = edit(before.widgets);
      if (widgets === before.widgets) return;
      // A refetch under way would bring back the old order over the new one.
      void client.cancelQueries({ queryKey: layoutKey });
      client.setQueryData<VersionedLayout>(layoutKey, { ...before, widgets });
      queue.current = queue.current.then(async () => {
        const version = client.getQueryData<VersionedLayout>(layoutKey)?.version;
        try {
          await save({ widgets }, version);
        } catch (error) {
          notify.error((error as Error).message);
          await client.invalidateQueries({ queryKey: layoutKey });
        }
      });
    },
    [client, save],
  );

  return {
    layout,
    dialog,
    move: (id: WidgetId, overId: WidgetId) => change((ws) => moveWidget(ws, id, overId)),
    step: (shown: readonly WidgetId[], id: WidgetId, by: -1 | 1) =>
      change((ws) => stepWidget(ws, shown, id, by)),
    toggle: (id: WidgetId) => change((ws) => toggleWidget(ws, id)),
    restore: () => change(() => defaultLayout().widgets),
  };
}

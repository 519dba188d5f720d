import type { OrderPage, StoreOrder, StoreSettingsBody } from '@orbita/contracts/store';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { versionConflictOf } from '../../../platform/concurrency';
import { statusOf } from '../../../platform/http';
import { storeQueries } from './queries';
import { storeApi } from './store-api';

type Pages = InfiniteData<OrderPage, string | undefined>;

/**
 * An order the server answered goes into its detail and into every loaded list that shows
 * it; a list filtered by another status drops it (the next refetch settles the rest).
 */
export function writeOrder(client: QueryClient, order: StoreOrder): void {
  client.setQueryData(storeQueries.order(order.id).queryKey, (old) =>
    // The lists carry no QR code: keep the one the detail already has.
    old?.pix && order.pix && !order.pix.qrSvg ? { ...order, pix: old.pix } : order,
  );
  client.setQueriesData<Pages>({ queryKey: storeQueries.lists() }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        items: p.items.map((o) => (o.id === order.id ? { ...order, pix: o.pix } : o)),
      })),
    };
  });
}

export type OrderAction = 'pay' | 'deliver' | 'cancel';

/**
 * Confirmar pagamento / Marcar como entregue / Cancelar pedido, sent with the version the
 * person decided on. A stale version answers 409 with the order as it is now: it goes into
 * the cache at once and the error still rejects, so the screen says what changed.
 */
export function useOrderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, order }: { action: OrderAction; order: StoreOrder }) =>
      storeApi[action](order.id, order.version),
    onSuccess: (order) => {
      writeOrder(client, order);
      // A payment moves a finance box's balance; a cancel gives stock back to the catalog.
      void client.invalidateQueries({ queryKey: storeQueries.lists() });
    },
    onError: (error) => {
      const current = versionConflictOf<StoreOrder>(error);
      if (current) writeOrder(client, current);
    },
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsBody) => storeApi.saveSettings(body),
    onSuccess: (settings) => client.setQueryData(storeQueries.settings().queryKey, settings),
    // A stale save (409): read the settings as they are now; the dialog shows the message.
    onError: (error) => {
      if (statusOf(error) === 409)
        void client.invalidateQueries({ queryKey: storeQueries.settings().queryKey });
    },
  });
}

/** The member buys: the order goes into "Meus pedidos" and the detail cache. */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: storeApi.checkout,
    onSuccess: (order) => {
      client.setQueryData(storeQueries.order(order.id).queryKey, order);
      void client.invalidateQueries({ queryKey: storeQueries.mine().queryKey });
      void client.invalidateQueries({ queryKey: storeQueries.lists() });
      // Stock and the points balance moved.
      void client.invalidateQueries({ queryKey: storeQueries.shelf().queryKey });
      void client.invalidateQueries({ queryKey: storeQueries.player().queryKey });
    },
  });
}

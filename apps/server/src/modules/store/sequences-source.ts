import { ORDER_CODE_PREFIX } from '@orbita/contracts/store';
import { count, eq, max } from 'drizzle-orm';
import { counterSequenceSource } from '../flow';
import { storeOrders } from './schema';

/**
 * The store's order numbers for /fabrica/sequencias (manifest field `sequences`): flow's
 * counter `orders`, shown as `PED-0042` (a fixed format, contracts' `formatOrderNumber`);
 * only the next number changes.
 */
export const orderSequences = counterSequenceSource({
  id: 'pedidos',
  name: 'Pedidos',
  counter: 'orders',
  prefix: ORDER_CODE_PREFIX,
  width: 4,
  path: '/produto/pedidos',
  records: async (db, workspaceId) => {
    const [row] = await db
      .select({ records: count(), highest: max(storeOrders.number) })
      .from(storeOrders)
      .where(eq(storeOrders.workspaceId, workspaceId));
    return { records: row?.records ?? 0, highest: row?.highest ?? 0 };
  },
});

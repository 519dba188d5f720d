import type { DomainEventBase } from '../platform/events';
import type { OrderCurrency } from './index';

type OrderFields = {
  orderId: string;
  number: number;
  currency: OrderCurrency;
  /** Centavos (reais orders), else null. */
  totalCents: number | null;
};

/**
 * Domain events of the store (see platform/events.ts): each write emits one inside its
 * transaction. `actorId` is the member who did it; null for a guest's checkout or a payment
 * matched by a statement import made by the system.
 */
export interface StoreEvents {
  /** A checkout made an order (stock reserved); a points order is also paid at once. */
  'store.order.created': DomainEventBase &
    OrderFields & { buyerEmail: string; buyerUserId: string | null };
  /** Paid: by hand, by a matched bank statement line, or in points at checkout. */
  'store.order.paid': DomainEventBase &
    OrderFields & {
      via: 'manual' | 'extrato' | 'pontos';
      /** The finance revenue entry (reais orders). */
      entryId: string | null;
    };
  'store.order.delivered': DomainEventBase & OrderFields;
  /** Canceled while pending: its stock released. */
  'store.order.canceled': DomainEventBase & OrderFields;
  /** The store's settings (Pix key, merchant, revenue box) were saved. */
  'store.settings.updated': DomainEventBase;
}

declare module '../platform/events' {
  interface DomainEvents extends StoreEvents {}
}

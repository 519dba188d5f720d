import type { DomainEventBase } from '../platform/events';
import type { DailyAccessGrant } from './index';

/** Communication's domain events (see platform/events.ts). */
export interface CommunicationEvents {
  /**
   * A person's first access of a São Paulo day was recorded (once per person per day).
   * In-transaction handlers grant the day's rewards and reply with what they granted.
   */
  'communication.daily-access.recorded': DomainEventBase & {
    userId: string;
    day: string;
    streak: number;
  };
}

/** What handlers of communication's events reply (see DomainEventReplies). */
export interface CommunicationEventReplies {
  'communication.daily-access.recorded': DailyAccessGrant[];
}

declare module '../platform/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges CommunicationEvents in
  interface DomainEvents extends CommunicationEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the replies in
  interface DomainEventReplies extends CommunicationEventReplies {}
}

import type { DomainEventBase } from '../platform/events';
import type { DailyAccessGrant, NotificationKind } from './index';

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
  /**
   * A notification was added for `userId` (the recipient). `actorId` is null: the module
   * that notifies does it on the system's behalf.
   */
  'communication.notification.created': DomainEventBase & {
    notificationId: string;
    userId: string;
    kind: NotificationKind;
  };
  /** A person marked one of their notifications read (`read: true`) or unread. */
  'communication.notification.marked': DomainEventBase & {
    notificationId: string;
    userId: string;
    read: boolean;
  };
  /** A person marked every unread notification of the workspace read (`updated` of them). */
  'communication.notification.all-marked-read': DomainEventBase & {
    userId: string;
    updated: number;
  };
}

/** What handlers of communication's events reply (see DomainEventReplies). */
export interface CommunicationEventReplies {
  'communication.daily-access.recorded': DailyAccessGrant[];
}

declare module '../platform/events' {
  interface DomainEvents extends CommunicationEvents {}
  interface DomainEventReplies extends CommunicationEventReplies {}
}

import type { DomainEventBase } from '../platform/events';
import type { ReviewKind } from './index';

/**
 * Domain events of reviews (see platform/events.ts), emitted inside the write's transaction.
 * `reviews.audience.invited` carries the member entries (userId + link path) so a subscriber
 * can tell them in the app; e-mail entries are mailed by the module itself.
 */
export interface ReviewsEvents {
  'reviews.audience.invited': DomainEventBase & {
    kind: ReviewKind;
    recordId: string;
    entryIds: string[];
  };
  'reviews.audience.revoked': DomainEventBase & {
    kind: ReviewKind;
    recordId: string;
    entryId: string;
  };
  /** `actorId` null: written through a review link by someone outside the workspace. */
  'reviews.comment.created': DomainEventBase & {
    kind: ReviewKind;
    recordId: string;
    commentId: string;
    parentId: string | null;
  };
  'reviews.comment.resolved': DomainEventBase & {
    kind: ReviewKind;
    recordId: string;
    commentId: string;
  };
  'reviews.comment.reopened': DomainEventBase & {
    kind: ReviewKind;
    recordId: string;
    commentId: string;
  };
}

declare module '../platform/events' {
  interface DomainEvents extends ReviewsEvents {}
}
